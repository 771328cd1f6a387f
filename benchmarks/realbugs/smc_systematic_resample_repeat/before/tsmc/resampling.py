import jax
import jax.numpy as jnp


def systematic_resample(key, particles, log_weights):
    """Systematic resampling: each particle gets as many offspring as the evenly spaced pointers that land on it."""
    n = particles.shape[0]
    weights = jax.nn.softmax(log_weights)
    pointers = (jax.random.uniform(key) + jnp.arange(n)) / n
    ancestors = jnp.searchsorted(jnp.cumsum(weights), pointers)
    offspring = jnp.bincount(jnp.minimum(ancestors, n - 1), length=n)
    return jnp.repeat(particles, offspring, axis=0)  # expect: JXL106


def effective_sample_size(log_weights):
    weights = jax.nn.softmax(log_weights)
    return 1.0 / jnp.sum(weights ** 2)
