from functools import partial

import jax
import jax.numpy as jnp

from vitrain.lr import learning_rate


def loss_fn(params, batch):
    logits = batch["patches"].mean(axis=1) @ params["w"]
    return -jnp.mean(jnp.sum(jax.nn.one_hot(batch["labels"], logits.shape[-1]) * jax.nn.log_softmax(logits), -1))


@partial(jax.jit, static_argnames=("config",))
def train_step(params, batch, step, config):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    lr = learning_rate(step, config)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss, lr
