from functools import partial

import jax
import jax.numpy as jnp


def logistic_loss(params, x, y):
    logits = x @ params["w"] + params["b"]
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@partial(jax.jit, static_argnames=("epoch",))
def train_step(params, x, y, epoch):
    rate = 0.5 / (1.0 + 0.1 * epoch)
    loss, grads = jax.value_and_grad(logistic_loss)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - rate * g, params, grads), loss
