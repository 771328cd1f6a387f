import jax
import jax.numpy as jnp

from popgen.rng import next_key


class WrightFisher:
    """Allele frequency of replicate populations under genic selection and binomial drift."""

    def __init__(self, population_size, selection=0.0):
        self.population_size = population_size
        self.selection = selection
        self.generation = jax.jit(self._generation)

    def _generation(self, freq):
        selected = freq * (1.0 + self.selection) / (1.0 + self.selection * freq)
        copies = jax.random.binomial(next_key(), self.population_size, selected)
        return copies / self.population_size

    def simulate(self, freq0, n_replicates, n_generations):
        freq = jnp.full(n_replicates, freq0)
        history = [freq]
        for _ in range(n_generations):
            freq = self.generation(freq)
            history.append(freq)
        return jnp.stack(history)
