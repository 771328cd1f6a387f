import functools

import jax
import jax.numpy as jnp

from .network import population_fitness
from .selection import tournament_selection


@functools.partial(jax.jit, static_argnames=("tournament_size", "mutation_scale"))
def next_generation(population, x, y, key, tournament_size=3, mutation_scale=0.05):
    fitness = population_fitness(population, x, y)
    num = population.shape[0]
    parents = tournament_selection(fitness, 2 * num, tournament_size)
    mothers, fathers = population[parents[:num]], population[parents[num:]]
    mask_key, noise_key = jax.random.split(key)
    mask = jax.random.bernoulli(mask_key, 0.5, mothers.shape)
    children = jnp.where(mask, mothers, fathers)
    children = children + mutation_scale * jax.random.normal(noise_key, children.shape)
    elite = population[jnp.argmax(fitness)]
    return children.at[0].set(elite), parents, jnp.max(fitness)
