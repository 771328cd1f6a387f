from typing import NamedTuple

import jax
import jax.numpy as jnp


class TrainState(NamedTuple):
    params: object
    opt_state: object


def init_classifier(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [{"w": jax.random.normal(k, (m, n)) / jnp.sqrt(m), "b": jnp.zeros(n)}
            for k, m, n in zip(keys, sizes[:-1], sizes[1:])]


def cross_entropy(params, x, labels):
    for layer in params[:-1]:
        x = jax.nn.gelu(x @ layer["w"] + layer["b"])
    logits = x @ params[-1]["w"] + params[-1]["b"]
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1))


def make_train_step(tx):
    @jax.jit
    def train_step(state, x, labels):
        loss, grads = jax.value_and_grad(cross_entropy)(state.params, x, labels)
        updates, opt_state = tx.update(grads, state.opt_state, state.params)
        params = jax.tree_util.tree_map(lambda p, u: p + u, state.params, updates)
        return TrainState(params, opt_state), loss
    return train_step
