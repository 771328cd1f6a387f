import jax
import jax.numpy as jnp

from audioaug.tiling import repeat_clip


class Augmenter:
    def __init__(self, target_length):
        self.target_length = target_length
        self._repeat = jax.jit(repeat_clip)

    def pad_by_looping(self, clip):
        times = -(-self.target_length // clip.shape[0])
        looped = self._repeat(clip, times)
        return looped[:self.target_length]

    def batch(self, clips):
        return jnp.stack([self.pad_by_looping(c) for c in clips])
