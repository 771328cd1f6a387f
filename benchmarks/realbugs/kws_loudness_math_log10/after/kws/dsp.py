import jax.numpy as jnp
import numpy as np


def rms(x):
    return jnp.sqrt(jnp.mean(x ** 2))


def amplitude_to_db(amplitude):
    return 20.0 * jnp.log10(amplitude + 1e-8)


def db_to_gain(db):
    return 10.0 ** (db / 20.0)


def hz_to_mel(f):
    return 2595.0 * np.log10(1.0 + f / 700.0)


def mel_to_hz(m):
    return 700.0 * (10.0 ** (m / 2595.0) - 1.0)


def mel_filterbank(num_mels, n_fft, sample_rate, f_min=20.0, f_max=None):
    """Triangular filters evenly spaced on the mel scale, shape (num_mels, n_fft // 2 + 1)."""
    f_max = f_max or sample_rate / 2
    mels = np.linspace(hz_to_mel(f_min), hz_to_mel(f_max), num_mels + 2)
    bins = np.fft.rfftfreq(n_fft, d=1.0 / sample_rate)
    hz = mel_to_hz(mels)
    lower, center, upper = hz[:-2, None], hz[1:-1, None], hz[2:, None]
    rising = (bins[None, :] - lower) / (center - lower)
    falling = (upper - bins[None, :]) / (upper - center)
    return jnp.asarray(np.maximum(0.0, np.minimum(rising, falling)))
