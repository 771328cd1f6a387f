from typing import NamedTuple

import jax.numpy as jnp


class EuropeanCall(NamedTuple):
    strike: jnp.ndarray
    expiry: jnp.ndarray

    def payoff(self, terminal_spot):
        return jnp.maximum(terminal_spot - self.strike, 0.0)
