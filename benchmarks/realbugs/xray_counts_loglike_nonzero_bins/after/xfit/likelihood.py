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
    per_bin = jnp.where(counts > 0, counts * jnp.log(rate) - gammaln(counts + 1.0), 0.0)
    return jnp.sum(per_bin) - jnp.sum(rate)
