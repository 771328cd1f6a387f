"""Fit a quasi-periodic light curve with an SHO Gaussian process; the quality factor Q is a free parameter."""

import jax.numpy as jnp
import numpy as np

from gpkit import GaussianProcess, SHOTerm
from sampler import MAPFitter, init_params


def log_posterior(params, t, y, yerr):
    term = SHOTerm(sigma=jnp.exp(params["log_sigma"]), rho=jnp.exp(params["log_rho"]), Q=jnp.exp(params["log_Q"]))
    gp = GaussianProcess(term, t, yerr)
    log_prior = -0.5 * sum(jnp.sum(v**2) for v in params.values()) / 4.0
    return gp.log_likelihood(y - params["mean"]) + log_prior


def simulated_data(n=40, seed=42):
    rng = np.random.default_rng(seed)
    t = np.sort(rng.uniform(0, 10, n))
    yerr = rng.uniform(0.08, 0.2, n)
    y = np.sin(3 * t) + yerr * rng.standard_normal(n)
    return jnp.asarray(t), jnp.asarray(y), jnp.asarray(yerr)


def fit(num_steps=50):
    t, y, yerr = simulated_data()
    return MAPFitter(log_posterior).run(init_params(), t, y, yerr, num_steps=num_steps)


if __name__ == "__main__":
    params, value = fit()
    print("MAP log posterior", value, {k: float(v) for k, v in params.items()})
