"""Fixed-width windows of a 1-D signal."""
import jax.numpy as jnp

WIDTH = 8


def window_energy(signal, start, width=WIDTH):
    segment = signal[start:start + width]  # expect: JXL106
    return jnp.sum(segment ** 2)
