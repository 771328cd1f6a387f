import jax
import jax.numpy as jnp


def systematic_resample(weights, key):
    """Ancestor indices by systematic resampling: one uniform offset, n evenly spaced pointers."""
    n = weights.shape[0]
    offset = jax.random.uniform(key)
    pointers = (offset + jnp.arange(n)) / n
    return jnp.searchsorted(jnp.cumsum(weights), pointers).clip(0, n - 1)
