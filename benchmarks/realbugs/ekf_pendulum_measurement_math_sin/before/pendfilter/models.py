import math

import jax.numpy as jnp


class PendulumModel:
    """Angle and angular velocity; the sensor reads the horizontal position sin(angle)."""

    def __init__(self, dt=0.01, g=9.81, q_c=0.1, r=0.1):
        self.dt = dt
        self.g = g
        self.Q = q_c * jnp.array([[dt ** 3 / 3, dt ** 2 / 2], [dt ** 2 / 2, dt]])
        self.R = jnp.array([[r ** 2]])

    def transition(self, x):
        angle, velocity = x[0], x[1]
        return jnp.array([angle + velocity * self.dt, velocity - self.g * jnp.sin(angle) * self.dt])

    def measurement(self, x):
        return jnp.array([math.sin(x[0])])  # expect: JXL104
