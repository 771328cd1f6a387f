import jax.numpy as jnp


class KeplerOrbit:
    def __init__(self, semi_major_axis, mu):
        self.a = semi_major_axis
        self.mu = mu

    @property
    def period(self):
        return 2 * jnp.pi * jnp.sqrt(self.a ** 3 / self.mu)

    def mean_anomaly(self, t):
        return 2 * jnp.pi * t / self.period
