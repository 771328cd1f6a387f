import functools

import jax
import jax.numpy as jnp

from .task import population_fitness


def centered_ranks(values):
    ranks = jnp.argsort(jnp.argsort(values)).astype(jnp.float32)
    return ranks / (values.shape[0] - 1) - 0.5


class OpenES:
    """OpenAI-style evolution strategy with antithetic (mirrored) perturbations and centered-rank fitness shaping."""

    def __init__(self, task, half_popsize=16, sigma=0.1, learning_rate=0.05):
        self.task = task
        self.half_popsize = half_popsize
        self.sigma = sigma
        self.learning_rate = learning_rate

    def train(self, num_generations, seed=0):
        key = jax.random.PRNGKey(seed)
        mean = jnp.zeros(self.task.num_params)
        best = []
        for _ in range(num_generations):
            key, noise_key = jax.random.split(key)
            evaluate = jax.jit(functools.partial(population_fitness, task=self.task))  # expect: JXL501
            eps = jax.random.normal(noise_key, (self.half_popsize, self.task.num_params))
            eps = jnp.concatenate([eps, -eps], axis=0)
            fitness = evaluate(mean + self.sigma * eps)
            gradient = centered_ranks(fitness) @ eps / (eps.shape[0] * self.sigma)
            mean = mean + self.learning_rate * gradient
            best.append(fitness.max())
        return mean, jnp.stack(best)
