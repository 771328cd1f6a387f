"""Poisson likelihood of a power-law source over a flat background, bin by bin."""

import jax.numpy as jnp
from jax.scipy.special import gammaln

from xfit.background import background_level


def expected_counts(params, energies, exposure, background):
    norm, index = params
    return exposure * jnp.exp(norm) * energies ** (-index) + background


def log_likelihood(params, counts, bkg_counts, energies, exposure, area_ratio):
    background = background_level(bkg_counts, area_ratio)
    rate = expected_counts(params, energies, exposure, background)
    observed = jnp.nonzero(counts)[0]  # expect: JXL106
    k = counts[observed]
    return jnp.sum(k * jnp.log(rate[observed]) - gammaln(k + 1.0)) - jnp.sum(rate)
