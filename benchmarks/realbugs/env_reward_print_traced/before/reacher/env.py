from typing import NamedTuple

import jax
import jax.numpy as jnp


class EnvState(NamedTuple):
    position: jax.Array
    velocity: jax.Array
    reward: jax.Array
    steps: jax.Array


class PointReacher:
    """A point mass pushed towards a target; the debug flag prints each step's reward."""

    def __init__(self, target=(1.0, -0.5), dt=0.05, debug=False):
        self.target = jnp.asarray(target)
        self.dt = dt
        self.debug = debug

    def reset(self):
        zeros = jnp.zeros(2)
        return EnvState(zeros, zeros, jnp.zeros(()), jnp.zeros((), jnp.int32))

    def _reward(self, position, action):
        distance = jnp.linalg.norm(position - self.target)
        reward = -distance - 0.01 * jnp.sum(action ** 2)
        if self.debug:
            print("step reward:", reward)  # expect: JXL201
        return reward

    def step(self, state, action):
        velocity = 0.9 * state.velocity + self.dt * action
        position = state.position + self.dt * velocity
        reward = self._reward(position, action)
        return EnvState(position, velocity, reward, state.steps + 1)
