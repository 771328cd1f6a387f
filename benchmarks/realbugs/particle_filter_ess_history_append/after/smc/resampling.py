import jax
import jax.numpy as jnp


def systematic_resample(key, weights):
    """Indices of the particles kept: one uniform offset, then N evenly spaced points through the weights' CDF."""
    n = weights.shape[0]
    positions = (jax.random.uniform(key) + jnp.arange(n)) / n
    return jnp.clip(jnp.searchsorted(jnp.cumsum(weights), positions), 0, n - 1)


def effective_sample_size(weights):
    return 1.0 / jnp.sum(weights**2)
