import jax
import jax.numpy as jnp

from audioaug.tiling import repeat_clip


class Augmenter:
    def __init__(self, target_length):
        self.target_length = target_length
        # `times` sets the output length and the loop count: it must be a Python int at trace time.
        self._repeat = jax.jit(repeat_clip, static_argnames=("times",))

    def pad_by_looping(self, clip):
        times = -(-self.target_length // clip.shape[0])
        looped = self._repeat(clip, times=times)
        return looped[:self.target_length]

    def batch(self, clips):
        return jnp.stack([self.pad_by_looping(c) for c in clips])
