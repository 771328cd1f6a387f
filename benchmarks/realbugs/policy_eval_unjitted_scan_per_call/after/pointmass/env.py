"""A 1-D point mass to be brought to rest at the origin, written as pure JAX functions."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class EnvParams(NamedTuple):
    dt: float = 0.05
    max_force: float = 1.0


def reset(key):
    return jax.random.uniform(key, (2,), minval=-1.0, maxval=1.0)  # (position, velocity)


def step(env_params, state, action):
    position, velocity = state
    velocity = velocity + env_params.max_force * action * env_params.dt
    position = position + velocity * env_params.dt
    reward = -(position ** 2 + 0.1 * velocity ** 2)
    return jnp.array([position, velocity]), reward
