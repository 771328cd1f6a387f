from dataclasses import dataclass

import jax.numpy as jnp

GAS_CONSTANT = 8.314


@dataclass(frozen=True)
class ArrheniusRate:
    """Modified Arrhenius rate k = A T^b exp(-Ea / RT), fitted between t_low and t_high."""

    prefactor: float
    exponent: float
    activation_energy: float
    t_low: float = 300.0
    t_high: float = 2500.0

    def __call__(self, temperature):
        if temperature < self.t_low:  # expect: JXL101
            temperature = self.t_low
        elif temperature > self.t_high:  # expect: JXL101
            temperature = self.t_high
        boltzmann = jnp.exp(-self.activation_energy / (GAS_CONSTANT * temperature))
        return self.prefactor * temperature**self.exponent * boltzmann
