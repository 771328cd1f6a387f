"""Fit a linear model with an optimizer chosen by the caller."""
import functools
from functools import partial

import jax

import tinyopt
from regress.model import init_params, mse


@partial(jax.jit, static_argnames=("optimizer",))
def train_step(optimizer, params, opt_state, x, y):
    loss, grads = jax.value_and_grad(mse)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return tinyopt.apply_updates(params, updates), opt_state, loss


@functools.lru_cache(maxsize=None)
def _adam(learning_rate):
    # One optimizer object per learning rate: the jitted step hashes it as a static argument, so a new object
    # for the same settings would compile the step again.
    return tinyopt.adam(learning_rate)


def fit(seed, x, y, learning_rate=1e-2, num_steps=20):
    optimizer = _adam(learning_rate)
    params = init_params(jax.random.PRNGKey(seed), x.shape[1])
    opt_state = optimizer.init(params)
    for _ in range(num_steps):
        params, opt_state, loss = train_step(optimizer, params, opt_state, x, y)
    return params, loss
