"""Fit a linear model with an optimizer chosen by the caller."""
from functools import partial

import jax

import tinyopt
from regress.model import init_params, mse


@partial(jax.jit, static_argnames=("optimizer",))
def train_step(optimizer, params, opt_state, x, y):
    loss, grads = jax.value_and_grad(mse)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return tinyopt.apply_updates(params, updates), opt_state, loss


def fit(seed, x, y, learning_rate=1e-2, num_steps=20):
    optimizer = tinyopt.adam(learning_rate)
    params = init_params(jax.random.PRNGKey(seed), x.shape[1])
    opt_state = optimizer.init(params)
    for _ in range(num_steps):
        params, opt_state, loss = train_step(optimizer, params, opt_state, x, y)  # expect: JXL503
    return params, loss
