import math

import jax
import jax.numpy as jnp

from xlagym.base import AbstractEnv, EnvState


class MountainCar(AbstractEnv):
    min_position = -1.2
    max_position = 0.6
    max_speed = 0.07
    goal_position = 0.5

    def __init__(self, force=0.001, gravity=0.0025):
        self.force = force
        self.gravity = gravity

    def _reset(self, key):
        sub, key = jax.random.split(key)
        position = jax.random.uniform(sub, minval=-0.6, maxval=-0.4)
        return EnvState(position, jnp.zeros(()), key)

    def _dynamics(self, state, action):
        hill = math.cos(3 * state.position)  # expect: JXL104
        velocity = state.velocity + (action - 1) * self.force - hill * self.gravity
        velocity = jnp.clip(velocity, -self.max_speed, self.max_speed)
        position = jnp.clip(state.position + velocity, self.min_position, self.max_position)
        velocity = jnp.where((position == self.min_position) & (velocity < 0), 0.0, velocity)
        done = position >= self.goal_position
        return state._replace(position=position, velocity=velocity), -1.0, done
