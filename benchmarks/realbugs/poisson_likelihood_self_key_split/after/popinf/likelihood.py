"""Poisson likelihood of observed masses with a Monte Carlo estimate of the expected number of detections."""

import jax
import jax.numpy as jnp


def detection_probability(m):
    return jax.nn.sigmoid((m - 12.0) / 3.0)


class PoissonLikelihood:
    def __init__(self, model, masses, n_mc=512):
        self.model = model
        self.masses = masses
        self.n_mc = n_mc
        self.log_likelihood = jax.jit(self._log_likelihood)

    def _log_likelihood(self, alpha, log_rate, key):
        # The key is an argument: a key split and stored on self inside jit advances once, at trace time.
        injections = self.model.sample(key, alpha, self.n_mc)
        expected = jnp.exp(log_rate) * jnp.mean(detection_probability(injections))
        observed = jnp.sum(self.model.log_prob(alpha, self.masses))
        return observed + self.masses.shape[0] * log_rate - expected
