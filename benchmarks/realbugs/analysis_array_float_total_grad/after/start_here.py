"""Fit a Gaussian line profile with the gradient search."""

import jax.numpy as jnp

from autofitlite.analysis import Analysis, Gaussian
from autofitlite.search import GradientSearch


def fit_line():
    xvalues = jnp.arange(40.0)
    truth = jnp.exp(-0.5 * ((xvalues - 20.0) / 4.0) ** 2)
    data = truth / jnp.sum(truth)
    analysis = Analysis(xvalues, data, noise_map=jnp.full(40, 0.01))
    return GradientSearch(Gaussian).fit(analysis, start=[18.0, 5.0])


if __name__ == "__main__":
    print(fit_line())
