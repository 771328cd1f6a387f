import jax
import jax.numpy as jnp

from specmon.config import DEFAULT


@jax.jit
def enabled_energy(frame):
    spectrum = jnp.abs(jnp.fft.rfft(frame, n=14)) ** 2
    enabled = jnp.asarray(DEFAULT.enabled_bins) > 0
    return jnp.sum(jnp.where(enabled, spectrum, 0.0))
