import jax
import jax.numpy as jnp

from . import dsp


class LogMelExtractor:
    """Loudness-normalised log-mel spectrogram, 25 ms Hann frames every 10 ms."""

    def __init__(self, sample_rate=16000, n_fft=400, hop=160, num_mels=40, target_db=-20.0):
        self.n_fft = n_fft
        self.hop = hop
        self.target_db = target_db
        self.window = jnp.hanning(n_fft)
        self.filterbank = dsp.mel_filterbank(num_mels, n_fft, sample_rate)
        self.batch = jax.jit(jax.vmap(self.__call__))

    def normalize(self, clip):
        gain_db = self.target_db - dsp.amplitude_to_db(dsp.rms(clip))
        return clip * dsp.db_to_gain(gain_db)

    def frames(self, clip):
        num_frames = 1 + (clip.shape[0] - self.n_fft) // self.hop
        idx = jnp.arange(self.n_fft)[None, :] + self.hop * jnp.arange(num_frames)[:, None]
        return clip[idx] * self.window

    def __call__(self, clip):
        power = jnp.abs(jnp.fft.rfft(self.frames(self.normalize(clip)), axis=-1)) ** 2
        return jnp.log(power @ self.filterbank.T + 1e-6)
