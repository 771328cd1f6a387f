"""A point mass that must reach a target in the plane."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class ReachState(NamedTuple):
    pos: jax.Array
    vel: jax.Array
    target: jax.Array
    obs: jax.Array
    reward: jax.Array


class ReachEnv:
    observation_size = 6
    action_size = 2

    def __init__(self, dt, damping):
        self.dt = dt
        self.damping = damping

    def _observe(self, pos, vel, target):
        return jnp.concatenate([pos, vel, target - pos])

    def reset(self, rng):
        target = jax.random.uniform(rng, (2,), minval=-1.0, maxval=1.0)
        pos, vel = jnp.zeros(2), jnp.zeros(2)
        return ReachState(pos, vel, target, self._observe(pos, vel, target), jnp.zeros(()))

    def step(self, state, action):
        vel = (1.0 - self.damping) * state.vel + self.dt * jnp.clip(action, -1.0, 1.0)
        pos = state.pos + self.dt * vel
        reward = -jnp.linalg.norm(state.target - pos)
        return ReachState(pos, vel, state.target, self._observe(pos, vel, state.target), reward)
