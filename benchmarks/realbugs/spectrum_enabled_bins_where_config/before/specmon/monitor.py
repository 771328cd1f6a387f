import jax
import jax.numpy as jnp

from specmon.config import DEFAULT


@jax.jit
def enabled_energy(frame):
    spectrum = jnp.abs(jnp.fft.rfft(frame, n=14)) ** 2
    (enabled,) = jnp.where(jnp.asarray(DEFAULT.enabled_bins) > 0)  # expect: JXL106
    return jnp.sum(spectrum[enabled])
