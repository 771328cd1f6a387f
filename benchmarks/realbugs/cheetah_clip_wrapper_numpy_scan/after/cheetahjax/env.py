from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np


class State(NamedTuple):
    qpos: jax.Array
    qvel: jax.Array
    reward: jax.Array


class PlanarCheetah:
    ctrlrange = np.array([[-1.0, 1.0], [-0.5, 0.5], [-0.8, 0.8]])
    action_size = 3

    def reset(self, key):
        return State(0.01 * jax.random.normal(key, (3,)), jnp.zeros(3), jnp.zeros(()))

    def step(self, state, action):
        qvel = 0.95 * state.qvel + 0.1 * action
        qpos = state.qpos + 0.05 * qvel
        return State(qpos, qvel, qvel[0] - 0.1 * jnp.sum(action ** 2))


class Wrapper:
    def __init__(self, env):
        self.env = env

    def reset(self, key):
        return self.env.reset(key)

    def step(self, state, action):
        return self.env.step(state, action)
