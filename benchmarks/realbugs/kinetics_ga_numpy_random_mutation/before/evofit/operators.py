import jax.numpy as jnp
import numpy as np


def tournament(key_fitness, population, fitness, indices):
    pairs = indices.reshape(-1, 2)
    better = jnp.where(fitness[pairs[:, 0]] < fitness[pairs[:, 1]], pairs[:, 0], pairs[:, 1])
    return population[better]


def crossover(parents, rate):
    mates = jnp.roll(parents, 1, axis=0)
    swap = np.random.rand(*parents.shape) < rate  # expect: JXL402
    return jnp.where(swap, mates, parents)


def mutate(children, scale):
    return children * jnp.exp(scale * np.random.normal(size=children.shape))  # expect: JXL402
