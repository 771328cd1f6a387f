import logging
from dataclasses import dataclass

import jax
import jax.numpy as jnp

from climate.radiation import absorbed_shortwave, outgoing_longwave

logger = logging.getLogger(__name__)

SECONDS_PER_YEAR = 365.25 * 24 * 3600


@dataclass(frozen=True)
class EBMParameters:
    heat_capacity: float = 4.0e8  # J m^-2 K^-1, about a 100 m ocean mixed layer
    albedo: float = 0.3
    emissivity: float = 0.61
    solar_constant: float = 1361.0


class ZeroDimensionalEBM:
    """C dT/dt = ASR - OLR for the global-mean surface temperature, stepped forward one year at a time."""

    def __init__(self, params):
        self.params = params
        self._integrate = jax.jit(self.integrate, static_argnums=1)

    def tendency(self, temperature):
        p = self.params
        imbalance = absorbed_shortwave(p.solar_constant, p.albedo) - outgoing_longwave(temperature, p.emissivity)
        return imbalance / p.heat_capacity

    def step(self, temperature, year):
        temperature = temperature + SECONDS_PER_YEAR * self.tendency(temperature)
        logger.info("year %s: global mean temperature %s K", year, temperature)  # expect: JXL203
        return temperature, temperature

    def integrate(self, initial_temperature, n_years):
        _, path = jax.lax.scan(self.step, initial_temperature, jnp.arange(n_years))
        return path

    def run(self, initial_temperature, n_years):
        return self._integrate(initial_temperature, n_years)
