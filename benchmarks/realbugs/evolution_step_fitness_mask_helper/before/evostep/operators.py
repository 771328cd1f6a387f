import jax
import jax.numpy as jnp


def survivors_mean(population, fitness, threshold):
    """Mean of the individuals whose fitness beats the threshold (the recombination parent)."""
    keep = fitness > threshold
    return population[keep].mean(axis=0)  # expect: JXL107


def mutate(key_noise, parent, sigma, size):
    return parent + sigma * jax.random.normal(key_noise, (size, parent.shape[0]))


def sphere(population):
    return -jnp.sum(population ** 2, axis=1)
