import jax
import jax.numpy as jnp

from evofit.operators import crossover, mutate, tournament


class GeneticFit:
    def __init__(self, loss, crossover_rate=0.3, mutation_scale=0.1):
        self.loss = loss
        self.crossover_rate = crossover_rate
        self.mutation_scale = mutation_scale
        self._generation = jax.jit(self.generation)

    def generation(self, population, key):
        fitness = jax.vmap(self.loss)(population)
        order = jax.random.permutation(key, 2 * population.shape[0]) % population.shape[0]
        parents = tournament(key, population, fitness, order)
        children = crossover(parents, self.crossover_rate)
        return mutate(children, self.mutation_scale), jnp.min(fitness)

    def run(self, population, key, n_generations):
        best = []
        for gen_key in jax.random.split(key, n_generations):
            population, best_loss = self._generation(population, gen_key)
            best.append(float(best_loss))
        return population, best
