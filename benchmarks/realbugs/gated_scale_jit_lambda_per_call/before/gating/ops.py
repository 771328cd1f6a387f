import jax
import jax.numpy as jnp


def gated_scale(values, threshold):
    """Doubles the readings above the threshold and nudges the others up by one."""
    scale = jax.jit(lambda v: jnp.where(v > threshold, v * 2.0, v + 1.0))  # expect: JXL502
    return scale(values)
