import jax
import jax.numpy as jnp


class SpecAugment:
    """Frequency and time masking of a log-mel spectrogram (mels x frames), as in Park et al. 2019."""

    def __init__(self, freq_mask_param=6, time_mask_param=10):
        self.freq_mask_param = freq_mask_param
        self.time_mask_param = time_mask_param

    def _band(self, key, size, max_width):
        width_key, start_key = jax.random.split(key)
        width = jax.random.randint(width_key, (), 0, max_width + 1)
        start = jax.random.randint(start_key, (), 0, size - width + 1)
        return start, width

    def __call__(self, key, spec):
        n_mels, n_frames = spec.shape
        freq_key, time_key = jax.random.split(key)
        f0, f = self._band(freq_key, n_mels, self.freq_mask_param)
        t0, t = self._band(time_key, n_frames, self.time_mask_param)
        mels = jnp.arange(n_mels)[:, None]
        frames = jnp.arange(n_frames)[None, :]
        masked = ((mels >= f0) & (mels < f0 + f)) | ((frames >= t0) & (frames < t0 + t))
        return jnp.where(masked, spec.mean(), spec)
