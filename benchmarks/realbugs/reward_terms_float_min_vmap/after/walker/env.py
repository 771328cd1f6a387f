"""A point-mass walker: planar position and velocity driven by a force action."""

from typing import NamedTuple

import jax
import jax.numpy as jnp

from walker.rewards import ControlCost, ForwardVelocityReward, HealthyReward


class WalkerState(NamedTuple):
    pos: jax.Array
    vel: jax.Array
    reward: jax.Array


class WalkerEnv:
    def __init__(self, dt, mass):
        self.dt = dt
        self.mass = mass
        self.reward_terms = [
            ForwardVelocityReward(weight=1.0, max_speed=3.0),
            HealthyReward(bonus=0.5, min_height=0.2, max_height=2.0),
            ControlCost(weight=0.1, cap=4.0),
        ]

    def reset(self, key):
        pos = jnp.array([0.0, 1.0]) + 0.05 * jax.random.normal(key, (2,))
        return WalkerState(pos=pos, vel=jnp.zeros(2), reward=jnp.zeros(()))

    def step(self, state, action):
        gravity = jnp.array([0.0, -9.81])
        vel = state.vel + self.dt * (action / self.mass + gravity * (state.pos[1] > 0.0))
        pos = state.pos + self.dt * vel
        next_state = WalkerState(pos=pos, vel=vel, reward=jnp.zeros(()))
        reward = sum(term(next_state, action) for term in self.reward_terms)
        return next_state._replace(reward=reward)
