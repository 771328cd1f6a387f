from typing import NamedTuple

import jax
import jax.numpy as jnp

from .base import SensorEnv

# The real robot's IMU reads about 1.3 m/s^2 more on x than the simulated one; the policy must see the same.
ACCELEROMETER_X_BIAS = 1.3


class SensorData(NamedTuple):
    sensordata: jax.Array


class Joystick(SensorEnv):
    def __init__(self, command=(0.3, 0.0, 0.0)):
        self.command = jnp.asarray(command)

    def get_obs(self, data):
        gyro = self.get_gyro(data)
        accelerometer = self.get_accelerometer(data)
        accelerometer.at[0].set(accelerometer[0] + ACCELEROMETER_X_BIAS)  # expect: JXL302
        return jnp.concatenate([gyro, accelerometer, self.command])
