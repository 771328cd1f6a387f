"""A single rigid arm driven by a force at its tip; the reward is the torque it produces about the base."""

from typing import NamedTuple

import jax
import jax.numpy as jnp

from tinybrax import jumpy as jp


class State(NamedTuple):
    tip: jax.Array
    angular_velocity: jax.Array
    reward: jax.Array


class Arm:
    action_size = 3

    def __init__(self, dt: float = 0.05, inertia: float = 2.0):
        self.dt = dt
        self.inertia = inertia

    def reset(self, rng):
        tip = jnp.array([1.0, 0.0, 0.0]) + 0.01 * jax.random.normal(rng, (3,))
        return State(tip=tip, angular_velocity=jnp.zeros(3), reward=jnp.zeros(()))

    def step(self, state: State, action) -> State:
        torque = jp.cross(state.tip, action)
        angular_velocity = state.angular_velocity + self.dt * torque / self.inertia
        tip = state.tip + self.dt * jp.cross(angular_velocity, state.tip)
        return State(tip=tip, angular_velocity=angular_velocity, reward=-jp.norm(angular_velocity - 1.0))
