"""Energy of the window starting at the sharpest change of a signal."""
import jax
import jax.numpy as jnp

from .windows import window_energy


@jax.jit
def onset_energy(signal):
    start = jnp.argmax(jnp.abs(jnp.diff(signal)))
    return window_energy(signal, start)
