"""Lotka-Volterra predator-prey right-hand side."""

import jax.numpy as jnp

PARAMS = dict(alpha=1.1, beta=0.4, delta=0.1, gamma=0.4)


def rates(state):
    prey, predator = state[0], state[1]
    return jnp.array([
        PARAMS["alpha"] * prey - PARAMS["beta"] * prey * predator,
        PARAMS["delta"] * prey * predator - PARAMS["gamma"] * predator,
    ])
