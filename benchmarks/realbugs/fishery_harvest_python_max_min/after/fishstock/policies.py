from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class HockeyStickRule:
    """Harvest control rule: no catch below the threshold biomass, a fixed rate above it, capped by a quota."""

    threshold: float
    rate: float
    quota: float

    def __call__(self, biomass):
        surplus = jnp.maximum(0.0, biomass - self.threshold)
        return jnp.minimum(self.quota, self.rate * surplus)
