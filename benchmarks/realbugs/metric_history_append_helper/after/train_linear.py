"""Fits a linear model and keeps the loss curve."""

import jax
import jax.numpy as jnp

from tinytrain import HISTORY, sgd_step


def main(num_steps=3):
    inputs = jax.random.normal(jax.random.PRNGKey(0), (64, 3))
    targets = inputs @ jnp.array([1.0, -2.0, 0.5])
    weights = jnp.zeros(3)
    for _ in range(num_steps):
        weights = sgd_step(weights, inputs, targets, 0.1)
    return weights, HISTORY


if __name__ == "__main__":
    print(main()[1]["loss"])
