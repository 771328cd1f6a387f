"""Fit a power law to a simulated spectrum with many empty high-energy bins."""

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from xfit.likelihood import expected_counts, log_likelihood
from xfit.sampler import sample


def main():
    rng = np.random.default_rng(3)
    energies = jnp.linspace(0.5, 8.0, 40)
    true_params = jnp.array([2.0, 1.7])
    bkg_counts = jnp.asarray(rng.poisson(0.3, size=40).astype(np.float32))
    rate = expected_counts(true_params, energies, 1.0, 0.1)
    counts = jnp.asarray(rng.poisson(np.asarray(rate)).astype(np.float32))
    logpdf = partial(log_likelihood, counts=counts, bkg_counts=bkg_counts, energies=energies,
                     exposure=1.0, area_ratio=0.25)
    chain = sample(jax.random.PRNGKey(0), logpdf, jnp.array([1.5, 1.5]), 400)
    estimate = np.asarray(chain[200:].mean(axis=0))
    print("posterior mean:", estimate)
    assert np.all(np.isfinite(estimate)) and abs(estimate[1] - 1.7) < 0.4, estimate


if __name__ == "__main__":
    main()
