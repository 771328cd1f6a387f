import jax
import jax.numpy as jnp


@jax.jit
def gated_scale(values, threshold):
    """Doubles the readings above the threshold and nudges the others up by one."""
    return jnp.where(values > threshold, values * 2.0, values + 1.0)
