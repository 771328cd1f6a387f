from typing import NamedTuple

import jax.numpy as jnp


class Market(NamedTuple):
    spot: float
    rate: float
    sigma: float


class Option(NamedTuple):
    strike: float
    maturity: float
    is_call: bool = True
    american: bool = False

    def payoff(self, spot):
        intrinsic = spot - self.strike if self.is_call else self.strike - spot
        return jnp.maximum(intrinsic, 0.0)
