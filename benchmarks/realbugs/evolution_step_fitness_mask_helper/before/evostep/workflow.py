import jax
import jax.numpy as jnp

from evostep.operators import mutate, sphere, survivors_mean


class Workflow:
    def __init__(self, dim=5, pop_size=32, sigma=0.3):
        self.dim = dim
        self.pop_size = pop_size
        self.sigma = sigma
        self.step = jax.jit(self._step)

    def _step(self, key, parent):
        population = mutate(key, parent, self.sigma, self.pop_size)
        fitness = sphere(population)
        return survivors_mean(population, fitness, jnp.median(fitness))

    def run(self, key, generations=5):
        parent = jnp.ones(self.dim)
        for generation_key in jax.random.split(key, generations):
            parent = self.step(generation_key, parent)
        return parent
