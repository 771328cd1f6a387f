from functools import partial

import jax
import jax.numpy as jnp

from epochs.data import shuffled_batches


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@partial(jax.jit, static_argnames=("batch_size", "learning_rate"))
def run_epoch(w, key, x, y, batch_size, learning_rate):
    xb, yb, order = shuffled_batches(key, x, y, batch_size)

    def step(w, batch):
        bx, by = batch
        loss, grad = jax.value_and_grad(loss_fn)(w, bx, by)
        return w - learning_rate * grad, loss

    w, losses = jax.lax.scan(step, w, (xb, yb))
    return w, losses, order
