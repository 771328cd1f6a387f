from typing import Any, NamedTuple

import jax
import jax.numpy as jnp

from .linalg import covariance_sqrt


class CMAState(NamedTuple):
    mean: Any
    sigma: Any
    cov: Any


class SimpleCMA:
    """A reduced CMA-ES: rank-mu covariance update and a fixed step size, minimising fitness."""

    def __init__(self, num_dims, popsize=16, elite_ratio=0.5, sigma_init=0.5):
        self.num_dims = num_dims
        self.popsize = popsize
        self.num_elite = int(popsize * elite_ratio)
        self.sigma_init = sigma_init
        ranks = jnp.log(self.num_elite + 0.5) - jnp.log(jnp.arange(1, self.num_elite + 1))
        self.weights = ranks / ranks.sum()
        self.c_mu = 0.3

    def initialize(self):
        return CMAState(jnp.zeros(self.num_dims), jnp.asarray(self.sigma_init), jnp.eye(self.num_dims))

    def ask(self, key, state):
        z = jax.random.normal(key, (self.popsize, self.num_dims))
        return state.mean + state.sigma * z @ covariance_sqrt(state.cov).T

    def tell(self, candidates, fitness, state):
        elite = candidates[jnp.argsort(fitness)[: self.num_elite]]
        steps = (elite - state.mean) / state.sigma
        mean = self.weights @ elite
        rank_mu = (self.weights[:, None] * steps).T @ steps
        cov = (1.0 - self.c_mu) * state.cov + self.c_mu * rank_mu
        return CMAState(mean, state.sigma, cov)
