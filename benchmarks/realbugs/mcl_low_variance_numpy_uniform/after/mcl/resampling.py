import jax
import jax.numpy as jnp


def low_variance_resample(key, particles, weights):
    """Systematic (low-variance) resampling: one random offset, then evenly spaced pointers into the CDF."""
    n = weights.shape[0]
    r = jax.random.uniform(key, maxval=1.0 / n)
    pointers = r + jnp.arange(n) / n
    indices = jnp.searchsorted(jnp.cumsum(weights), pointers)
    return particles[jnp.minimum(indices, n - 1)]
