"""Fit a galaxy light profile as a sum of three Gaussians whose widths must stay ordered (no label switching)."""

import jax
import jax.numpy as jnp

from priorfit.assertions import CompoundAssertion, GreaterThanAssertion
from priorfit.fitness import Fitness
from priorfit.model import PriorModel, gaussian_profile


class ProfileAnalysis:
    def __init__(self, radius, data, noise):
        self.radius = radius
        self.data = data
        self.noise = noise

    def log_likelihood(self, arguments):
        model = sum(gaussian_profile(self.radius, arguments[f"sigma_{k}"], 1.0) for k in range(3))
        return -0.5 * jnp.sum(((self.data - model) / self.noise) ** 2)


def build_fitness():
    model = PriorModel({"sigma_0": (0.1, 5.0), "sigma_1": (0.1, 5.0), "sigma_2": (0.1, 5.0)})
    model.add_assertion(CompoundAssertion(GreaterThanAssertion("sigma_0", "sigma_1"),
                                          GreaterThanAssertion("sigma_1", "sigma_2")))
    radius = jnp.linspace(0.0, 6.0, 30)
    data = sum(gaussian_profile(radius, s, 1.0) for s in (0.5, 1.5, 3.0))
    return Fitness(model, ProfileAnalysis(radius, data, 0.05))


def evaluate_batch(n=16, seed=0):
    """One batch of a nested sampler's live points, evaluated in a single vectorised call."""
    fitness = build_fitness()
    unit = jax.random.uniform(jax.random.PRNGKey(seed), (n, fitness.model.prior_count))
    return jax.jit(jax.vmap(fitness))(unit)


if __name__ == "__main__":
    print(evaluate_batch())
