"""Regression training with dropout: a compiled step per batch."""

import jax
import jax.numpy as jnp


def make_loss(model):
    def loss(params, batch, key):
        predictions = model(params, batch["x"], True, key)
        return jnp.mean((predictions - batch["y"]) ** 2)
    return loss


def make_train_step(model, learning_rate):
    loss = make_loss(model)

    def train_step(params, batch, key):
        value, grads = jax.value_and_grad(loss)(params, batch, key)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        return params, value

    return jax.jit(train_step)
