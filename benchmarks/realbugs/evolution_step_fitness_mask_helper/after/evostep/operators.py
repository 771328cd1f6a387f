import jax
import jax.numpy as jnp


def survivors_mean(population, fitness, threshold):
    """Mean of the individuals whose fitness beats the threshold (the recombination parent)."""
    # Called from the jitted step: the number of survivors is data, so weight instead of selecting.
    keep = fitness > threshold
    return jnp.sum(population * keep[:, None], axis=0) / jnp.maximum(jnp.sum(keep), 1)


def mutate(key_noise, parent, sigma, size):
    return parent + sigma * jax.random.normal(key_noise, (size, parent.shape[0]))


def sphere(population):
    return -jnp.sum(population ** 2, axis=1)
