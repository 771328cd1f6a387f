import jax
import jax.numpy as jnp

from ema import ParameterEMA

EMA = ParameterEMA(decay=0.99)


def loss_fn(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@jax.jit
def train_step(params, x, y, lr=0.1):
    grads = jax.grad(loss_fn)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    averaged = EMA.update(params)
    return params, averaged
