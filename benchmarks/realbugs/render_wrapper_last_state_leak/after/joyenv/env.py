from typing import NamedTuple

import jax
import jax.numpy as jnp


class State(NamedTuple):
    pos: jax.Array
    vel: jax.Array
    obs: jax.Array
    reward: jax.Array


class PointMassJoystick:
    """A point mass steered towards a commanded velocity."""

    dt = 0.05

    def reset(self, key):
        pos = jax.random.uniform(key, (2,), minval=-1.0, maxval=1.0)
        vel = jnp.zeros(2)
        return State(pos, vel, jnp.concatenate([pos, vel]), jnp.zeros(()))

    def step(self, state, action):
        vel = state.vel + self.dt * jnp.clip(action, -1.0, 1.0)
        pos = state.pos + self.dt * vel
        reward = -jnp.sum((vel - jnp.array([0.5, 0.0])) ** 2)
        return State(pos, vel, jnp.concatenate([pos, vel]), reward)
