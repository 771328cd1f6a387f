import jax.numpy as jnp
import numpy as np


def systematic_resample(weights):
    """Ancestor indices by systematic resampling: one uniform offset, n evenly spaced pointers."""
    n = weights.shape[0]
    offset = np.random.uniform()  # expect: JXL402
    pointers = (offset + jnp.arange(n)) / n
    return jnp.searchsorted(jnp.cumsum(weights), pointers).clip(0, n - 1)
