import jax
import jax.numpy as jnp

from stencil import window


def make_refiner(half_width=2):
    @jax.jit
    def refine(signal):
        center = jnp.argmax(signal)
        w = window(signal, center, half_width)
        offsets = jnp.arange(-half_width, half_width + 1)
        return center + jnp.sum(offsets * w) / jnp.sum(w)

    return refine
