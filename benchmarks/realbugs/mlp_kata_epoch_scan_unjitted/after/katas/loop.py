import functools

import jax
import jax.numpy as jnp
import numpy as np


def mse_loss(params, apply_fn, x, y):
    return jnp.mean((apply_fn(params, x) - y) ** 2)


@functools.partial(jax.jit, static_argnames=("apply_fn",))
def run_epoch(params, step, apply_fn, learning_rate, xs, ys):
    """One pass over the pre-batched data, the steps rolled into a lax.scan."""
    def body(carry, batch):
        params, step = carry
        x, y = batch
        loss, grads = jax.value_and_grad(mse_loss)(params, apply_fn, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        return (params, step + 1), loss

    (params, step), losses = jax.lax.scan(body, (params, step), (xs, ys))
    return params, step, losses


def batch_epoch(data, batch_size, rng):
    order = rng.permutation(len(data[0]))
    usable = len(order) // batch_size * batch_size
    idx = order[:usable].reshape(-1, batch_size)
    return data[0][idx], data[1][idx]


def fit(state, data, num_epochs, batch_size=32, seed=0):
    rng = np.random.default_rng(seed)
    history = []
    for _ in range(num_epochs):
        xs, ys = batch_epoch(data, batch_size, rng)
        params, step, losses = run_epoch(state.params, state.step, state.apply_fn, state.learning_rate, xs, ys)
        state = state._replace(params=params, step=step)
        history.append(float(losses.mean()))
    return state, history
