"""Fit amplitudes and phase offsets of a sum of oscillators to a measured signal."""

import jax
import jax.numpy as jnp

from wavekit.model import PhaseModel

MODEL = PhaseModel([1.0, 2.5, 4.0])


def loss(params, t, y):
    return jnp.mean((MODEL.predict(params, t) - y) ** 2)


@jax.jit
def train_step(params, t, y, lr=0.1):
    grads = jax.grad(loss)(params, t, y)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


def fit(steps=20):
    t = jnp.linspace(0.0, 6.0, 64)
    y = jnp.sin(2.5 * t + 0.3)
    params = {"offset": jnp.zeros(3), "amplitude": jnp.full(3, 0.3)}
    for _ in range(steps):
        params = train_step(params, t, y)
    return params, loss(params, t, y)


if __name__ == "__main__":
    print(fit())
