from typing import NamedTuple

import jax.numpy as jnp


class BlackScholesModel(NamedTuple):
    vol: jnp.ndarray
    rate: jnp.ndarray
    dividend: jnp.ndarray

    def log_increment(self, dt, dw):
        return (self.rate - self.dividend - 0.5 * self.vol ** 2) * dt + self.vol * dw
