"""Delay-and-sum beamforming of channel data onto an image grid."""

import jax
import jax.numpy as jnp

from beamkit.interpolation import linear_interpolate


class DelayAndSum:
    def __init__(self, element_x, sound_speed=1540.0, sampling_frequency=20e6):
        self.element_x = jnp.asarray(element_x)
        self.sound_speed = sound_speed
        self.sampling_frequency = sampling_frequency

    def pixel_value(self, channel_data, point):
        x, z = point
        receive = jnp.sqrt((self.element_x - x) ** 2 + z**2)
        delays = (z + receive) / self.sound_speed
        samples = jax.vmap(linear_interpolate)(channel_data, delays * self.sampling_frequency)
        return jnp.sum(samples)

    def image(self, channel_data, grid):
        return jax.vmap(self.pixel_value, in_axes=(None, 0))(channel_data, grid)
