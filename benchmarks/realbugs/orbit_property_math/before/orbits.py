import math

import jax.numpy as jnp


class KeplerOrbit:
    def __init__(self, semi_major_axis, mu):
        self.a = semi_major_axis
        self.mu = mu

    @property
    def period(self):
        return 2 * math.pi * math.sqrt(self.a ** 3 / self.mu)  # expect: JXL104

    def mean_anomaly(self, t):
        return 2 * jnp.pi * t / self.period
