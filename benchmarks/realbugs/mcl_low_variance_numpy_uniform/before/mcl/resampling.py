import jax.numpy as jnp
import numpy as np


def low_variance_resample(particles, weights):
    """Systematic (low-variance) resampling: one random offset, then evenly spaced pointers into the CDF."""
    n = weights.shape[0]
    r = np.random.uniform(0.0, 1.0 / n)  # expect: JXL402
    pointers = r + jnp.arange(n) / n
    indices = jnp.searchsorted(jnp.cumsum(weights), pointers)
    return particles[jnp.minimum(indices, n - 1)]
