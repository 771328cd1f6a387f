import jax
import jax.numpy as jnp

from logutil import log


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train_step(w, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(w, x, y)
    log("loss", loss)
    return w - 0.1 * grads, loss
