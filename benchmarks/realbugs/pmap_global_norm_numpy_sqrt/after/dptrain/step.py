from functools import partial

import jax
import jax.numpy as jnp

from .clipping import clip_by_global_norm

AXIS = "devices"


def init_params(key, in_dim=16, hidden=64, out_dim=4):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (in_dim, hidden)) / jnp.sqrt(in_dim), "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden, out_dim)) / jnp.sqrt(hidden), "b2": jnp.zeros(out_dim)}


def cross_entropy(params, x, y):
    logits = jax.nn.gelu(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], axis=1))


@partial(jax.pmap, axis_name=AXIS, static_broadcasted_argnums=(3, 4))
def train_step(params, x, y, learning_rate, max_grad_norm):
    loss, grads = jax.value_and_grad(cross_entropy)(params, x, y)
    grads = jax.lax.pmean(grads, axis_name=AXIS)
    grads, grad_norm = clip_by_global_norm(grads, max_grad_norm)
    params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    return params, jax.lax.pmean(loss, axis_name=AXIS), grad_norm
