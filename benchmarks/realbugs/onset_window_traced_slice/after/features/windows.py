"""Fixed-width windows of a 1-D signal."""
import jax
import jax.numpy as jnp

WIDTH = 8


def window_energy(signal, start, width=WIDTH):
    segment = jax.lax.dynamic_slice(signal, (start,), (width,))
    return jnp.sum(segment ** 2)
