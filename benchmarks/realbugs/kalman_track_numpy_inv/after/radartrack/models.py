from typing import NamedTuple

import jax.numpy as jnp


class ConstantVelocity(NamedTuple):
    """Range and range-rate of a target moving at constant speed, driven by white acceleration noise."""

    dt: float
    accel_noise: float

    @property
    def transition(self):
        return jnp.array([[1.0, self.dt], [0.0, 1.0]])

    @property
    def process_noise(self):
        dt = self.dt
        return self.accel_noise * jnp.array([[dt**4 / 4.0, dt**3 / 2.0], [dt**3 / 2.0, dt**2]])
