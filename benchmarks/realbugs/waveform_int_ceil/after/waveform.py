import math

import jax.numpy as jnp


class Waveform:
    def __init__(self, delta_t, duration):
        self.delta_t = delta_t
        self.duration = duration

    def n_samples(self):
        return int(math.ceil(self.duration / self.delta_t))

    def strain(self, amplitude, frequency):
        t = jnp.arange(self.n_samples()) * self.delta_t
        return amplitude * jnp.sin(2 * jnp.pi * frequency * t)
