import jax
import jax.numpy as jnp

STEFAN_BOLTZMANN = 5.67e-8
SECONDS_PER_YEAR = 3.15e7


class ZeroDimensionalEBM:
    """C dT/dt = S0/4 (1 - albedo(T)) - epsilon sigma T^4, Euler steps of one year."""

    def __init__(self, albedo, solar_constant=1365.0, emissivity=0.61, heat_capacity=4.0e8):
        self.albedo = albedo
        self.solar_constant = solar_constant
        self.emissivity = emissivity
        self.heat_capacity = heat_capacity
        self.integrate = jax.jit(self._integrate, static_argnums=1)

    def tendency(self, temperature):
        absorbed = 0.25 * self.solar_constant * (1.0 - self.albedo(temperature))
        emitted = self.emissivity * STEFAN_BOLTZMANN * temperature ** 4
        return (absorbed - emitted) / self.heat_capacity

    def _integrate(self, initial_temperature, num_years):
        def year(temperature, _):
            temperature = temperature + SECONDS_PER_YEAR * self.tendency(temperature)
            return temperature, temperature

        _, history = jax.lax.scan(year, jnp.asarray(initial_temperature), None, length=num_years)
        return history
