"""A damped pendulum environment whose physical parameters live in `self.sys`."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class PendulumSystem(NamedTuple):
    mass: jax.Array
    length: jax.Array
    damping: jax.Array


class PendulumState(NamedTuple):
    theta: jax.Array
    omega: jax.Array
    reward: jax.Array


class PendulumEnv:
    dt = 0.05
    gravity = 9.81

    def __init__(self, sys):
        self.sys = sys

    @property
    def unwrapped(self):
        return self

    def reset(self, rng):
        theta = jax.random.uniform(rng, (), minval=-0.5, maxval=0.5)
        return PendulumState(theta=theta, omega=jnp.zeros(()), reward=jnp.zeros(()))

    def step(self, state, action):
        sys = self.sys
        inertia = sys.mass * sys.length**2
        torque = action - sys.damping * state.omega - sys.mass * self.gravity * sys.length * jnp.sin(state.theta)
        omega = state.omega + self.dt * torque / inertia
        theta = state.theta + self.dt * omega
        reward = -(theta**2 + 0.1 * omega**2 + 0.001 * action**2)
        return PendulumState(theta=theta, omega=omega, reward=reward)
