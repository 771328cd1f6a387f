import jax
import jax.numpy as jnp
from jax import lax


class BranchingOutbreak:
    """Generation-by-generation branching process: Poisson offspring, gamma serial intervals."""

    def __init__(self, reproduction_number, interval, max_cases=4096):
        self.reproduction_number = reproduction_number
        self.interval = interval
        self.max_cases = max_cases
        self.simulate = jax.jit(self._simulate, static_argnums=1)

    def generation(self, carry, key):
        cases, onset_day = carry
        offspring_key, interval_key = jax.random.split(key)
        new_cases = jax.random.poisson(offspring_key, self.reproduction_number * cases)
        intervals = self.interval.sample(interval_key, (self.max_cases,))
        drawn = jnp.arange(self.max_cases) < new_cases
        mean_interval = jnp.sum(jnp.where(drawn, intervals, 0.0)) / jnp.maximum(jnp.sum(drawn), 1)
        onset_day = onset_day + jnp.where(new_cases > 0, mean_interval, 0.0)
        return (new_cases, onset_day), (new_cases, onset_day)

    def _simulate(self, key, generations, index_cases=5):
        keys = jax.random.split(key, generations)
        _, history = lax.scan(self.generation, (jnp.asarray(index_cases), jnp.asarray(0.0)), keys)
        return history
