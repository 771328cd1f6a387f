"""Fit the vertical diffusion coefficient to a target column: one Model per parameter value, built under jit."""

import jax
import jax.numpy as jnp

from minigcm import Model, Physics

LEVELS = 8


@jax.jit
def forecast_error(trvdi, initial, target):
    model = Model(Physics(trvdi=trvdi))
    return jnp.mean((model.run(initial) - target) ** 2)


def fit(steps=3, lr=0.5):
    initial = 250.0 + 10.0 * jnp.sin(jnp.linspace(0.0, jnp.pi, LEVELS))
    target = Model(Physics(trvdi=0.3)).run(initial)
    trvdi = jnp.asarray(1.0)
    grad = jax.grad(forecast_error)
    for _ in range(steps):
        trvdi = trvdi - lr * grad(trvdi, initial, target)
    return trvdi, forecast_error(trvdi, initial, target)


if __name__ == "__main__":
    print(fit())
