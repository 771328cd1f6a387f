from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class BetaPosterior(NamedTuple):
    alphas: Any
    betas: Any


class BetaBernoulliThompson:
    """Thompson sampling for Bernoulli arms with Beta(1, 1) priors; the posterior is passed in and returned."""

    def __init__(self, num_arms):
        self.num_arms = num_arms

    def initial_posterior(self):
        return BetaPosterior(jnp.ones(self.num_arms), jnp.ones(self.num_arms))

    def choose(self, posterior, key):
        samples = jax.random.beta(key, posterior.alphas, posterior.betas)
        return jnp.argmax(samples)

    def update(self, posterior, arm, reward):
        return BetaPosterior(posterior.alphas.at[arm].add(reward), posterior.betas.at[arm].add(1.0 - reward))
