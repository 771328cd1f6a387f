from dataclasses import dataclass

import jax.numpy as jnp

from spectral.ops import chebyshev_sum


@dataclass(frozen=True)
class ChebyshevBasis:
    degree: int
    domain: tuple = (-1.0, 1.0)

    def scale(self, t):
        low, high = self.domain
        return (2.0 * t - (low + high)) / (high - low)

    def evaluate(self, coefficients, t):
        return chebyshev_sum(coefficients, self.scale(t), self.degree)

    def init_coefficients(self):
        return jnp.zeros(self.degree + 1)
