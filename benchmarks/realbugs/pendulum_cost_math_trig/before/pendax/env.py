import dataclasses
import math

import jax.numpy as jnp

from pendax.geometry import angle_normalize


@dataclasses.dataclass(frozen=True)
class PendulumParams:
    max_speed: float = 8.0
    max_torque: float = 2.0
    dt: float = 0.05
    gravity: float = 10.0
    mass: float = 1.0
    length: float = 1.0


class Pendulum:
    """Swing-up pendulum: the state is (theta, theta_dot), the action a torque."""

    def __init__(self, params=PendulumParams()):
        self.params = params

    def observation(self, theta, theta_dot):
        return jnp.array([math.cos(theta), math.sin(theta), theta_dot])  # expect: JXL104

    def cost(self, theta, theta_dot, torque):
        return angle_normalize(theta) ** 2 + 0.1 * theta_dot ** 2 + 0.001 * torque ** 2

    def step(self, state, action):
        theta, theta_dot = state
        p = self.params
        torque = jnp.clip(action, -p.max_torque, p.max_torque)
        reward = -self.cost(theta, theta_dot, torque)
        accel = 3.0 * p.gravity / (2.0 * p.length) * jnp.sin(theta) + 3.0 / (p.mass * p.length ** 2) * torque
        new_theta_dot = jnp.clip(theta_dot + accel * p.dt, -p.max_speed, p.max_speed)
        new_theta = theta + new_theta_dot * p.dt
        return (new_theta, new_theta_dot), self.observation(new_theta, new_theta_dot), reward
