from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from toymc.model import gaussian_nll

TRUE_MEAN, TRUE_WIDTH = 4.0, 0.7


def fit(nll_grad, start, steps=300, lr=2e-3):
    params = start
    for _ in range(steps):
        params = params - lr * nll_grad(params)
    return params


def run_toys(n_toys, n_events=1000, seed=0):
    """Pull of the fitted mean over pseudo-experiments; the width is taken from the fit."""
    rng = np.random.default_rng(seed)
    pulls = []
    for _ in range(n_toys):
        x = jnp.asarray(rng.normal(TRUE_MEAN, TRUE_WIDTH, n_events))
        nll_grad = jax.jit(jax.grad(partial(gaussian_nll, x=x)))  # expect: JXL501
        start = jnp.array([TRUE_MEAN + 0.5, jnp.log(TRUE_WIDTH) + 0.2])
        mean, log_width = np.asarray(fit(nll_grad, start))
        pulls.append((mean - TRUE_MEAN) / (np.exp(log_width) / np.sqrt(n_events)))
    return np.array(pulls)
