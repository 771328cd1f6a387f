import jax.numpy as jnp

A_RAD = 7.5657e-15
C_LIGHT = 2.9979e10


class RadiativeZone:
    def __init__(self, opacity, luminosity):
        self.opacity = opacity
        self.luminosity = luminosity

    def temperature_gradient(self, radius, temperature, density):
        kappa = self.opacity(temperature, density)
        return -3.0 * kappa * density * self.luminosity / (
            16.0 * jnp.pi * A_RAD * C_LIGHT * temperature ** 3 * radius ** 2)
