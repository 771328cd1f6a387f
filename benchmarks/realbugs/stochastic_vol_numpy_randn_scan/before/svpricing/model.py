from dataclasses import dataclass

import jax.numpy as jnp
from numpy.random import randn


@dataclass(frozen=True)
class StochasticVolatility:
    """ln S_{t+1} = ln S_t + mu + exp(h_t) xi_{t+1};  h_{t+1} = rho h_t + nu eta_{t+1}."""

    mu: float = 0.0001
    rho: float = 0.1
    nu: float = 0.001
    s0: float = 10.0
    h0: float = 0.0

    def advance(self, s, h):
        xi = randn(*s.shape)  # expect: JXL402
        eta = randn(*h.shape)  # expect: JXL402
        return s + self.mu + jnp.exp(h) * xi, self.rho * h + self.nu * eta
