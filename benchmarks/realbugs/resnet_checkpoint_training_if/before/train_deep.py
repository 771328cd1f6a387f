"""Regress a random target map with a deep residual MLP, rematerialising each block."""

from functools import partial

import jax
import jax.numpy as jnp

from remnet.config import ModelConfig
from remnet.model import DeepResNet

MODEL = DeepResNet(ModelConfig())


def loss(params, x, y, rng, training):
    return jnp.mean((MODEL(params, x, rng, training) - y) ** 2)


@partial(jax.jit, static_argnames="training")
def train_step(params, x, y, rng, training=True):
    value, grads = jax.value_and_grad(loss)(params, x, y, rng, training)
    return jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads), value


def run(num_steps: int = 5, seed: int = 0):
    key = jax.random.PRNGKey(seed)
    kx, kp, kd = jax.random.split(key, 3)
    x = jax.random.normal(kx, (64, 32))
    y = jnp.tanh(x[:, ::-1])
    params = MODEL.init(kp)
    for k in jax.random.split(kd, num_steps):
        params, value = train_step(params, x, y, k)
    return float(value)


if __name__ == "__main__":
    print("loss", run())
