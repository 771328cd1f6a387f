"""Keep the frames before a given position and repeat each feature."""
from functools import partial

import jax
import jax.numpy as jnp

from minikeras import Model


class PrefixRepeat(Model):
    def __init__(self, repeats=2, **kwargs):
        super().__init__(**kwargs)
        self.repeats = repeats

    @partial(jax.jit, static_argnums=(0, 2))
    def _prefix_repeat(self, frames, end):
        return jnp.repeat(frames[:, :end], self.repeats, axis=2)

    def call(self, inputs):
        frames, position = inputs
        return self._prefix_repeat(frames, position.item())


def run():
    model = PrefixRepeat(jit_compile=False)
    frames = jnp.ones((1, 5, 4, 3))
    return model.predict((frames, jnp.array([2])))
