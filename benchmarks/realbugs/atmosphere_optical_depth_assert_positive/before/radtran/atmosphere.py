import jax.numpy as jnp

K_BOLTZMANN = 1.380649e-23


class IsothermalAtmosphere:
    """Exponential number-density profile on a fixed altitude grid (m)."""

    def __init__(self, altitudes, temperature, mean_molecular_mass, gravity):
        self.altitudes = altitudes
        self.scale_height = K_BOLTZMANN * temperature / (mean_molecular_mass * gravity)

    def number_density(self, surface_density):
        return surface_density * jnp.exp(-self.altitudes / self.scale_height)

    def column(self, density):
        assert jnp.all(density > 0), "non-physical density profile"  # expect: JXL102
        return jnp.trapezoid(density, self.altitudes)
