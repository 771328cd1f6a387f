import jax
import jax.numpy as jnp

SECONDS_PER_YEAR = 3.15e7


class GlobalEnergyBalance:
    """Zero-dimensional energy balance model stepped yearly to equilibrium for many solar constants."""

    def __init__(self, params, num_years=400):
        self.params = params
        self.num_years = num_years
        self.equilibrate = jax.jit(jax.vmap(self._equilibrate, in_axes=(0, None)))

    def albedo(self, temperature):
        p = self.params
        return p.albedo_ice if temperature < p.freeze_temperature else p.albedo_ocean  # expect: JXL101

    def tendency(self, temperature, solar_constant):
        p = self.params
        absorbed = 0.25 * solar_constant * (1.0 - self.albedo(temperature))
        emitted = p.olr_intercept + p.olr_slope * temperature
        return (absorbed - emitted) / p.heat_capacity

    def _equilibrate(self, solar_constant, initial_temperature):
        def year(temperature, _):
            return temperature + SECONDS_PER_YEAR * self.tendency(temperature, solar_constant), None

        temperature, _ = jax.lax.scan(year, jnp.asarray(initial_temperature), None, length=self.num_years)
        return temperature
