"""Posterior of a Gaussian location/log-scale model for each measurement site, one HMC chain per site."""

import jax
import jax.numpy as jnp
import numpy as np

from tinyhmc import HMC


def log_density(q, data):
    mu, log_sigma = q
    resid = (data - mu) / jnp.exp(log_sigma)
    return -0.5 * jnp.sum(resid ** 2) - data.shape[0] * log_sigma - 0.5 * mu ** 2 / 100.0


sampler = HMC(log_density)
run_chain = jax.jit(lambda key, data: sampler.run(key, jnp.zeros(2), data, 300))


def fit_sites(sites):
    means = []
    for i, data in enumerate(sites):
        samples = run_chain(jax.random.PRNGKey(i), jnp.asarray(data))
        means.append(np.asarray(samples[100:].mean(axis=0)))
    return np.array(means)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    print(fit_sites([rng.normal(1.0, 0.5, 40), rng.normal(-2.0, 1.0, 65)]))
