import jax
import jax.numpy as jnp


def tournament(key_fitness, population, fitness, indices):
    pairs = indices.reshape(-1, 2)
    better = jnp.where(fitness[pairs[:, 0]] < fitness[pairs[:, 1]], pairs[:, 0], pairs[:, 1])
    return population[better]


def crossover(key, parents, rate):
    mates = jnp.roll(parents, 1, axis=0)
    swap = jax.random.uniform(key, parents.shape) < rate
    return jnp.where(swap, mates, parents)


def mutate(key, children, scale):
    return children * jnp.exp(scale * jax.random.normal(key, children.shape))
