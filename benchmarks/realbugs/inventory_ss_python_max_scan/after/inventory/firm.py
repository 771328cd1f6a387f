from typing import NamedTuple

import jax
import jax.numpy as jnp


class Firm(NamedTuple):
    s: int          # restock trigger level
    S: int          # capacity
    mu: float       # demand shock location
    sigma: float    # demand shock scale

    def demand(self, key):
        return jnp.exp(self.mu + self.sigma * jax.random.normal(key))

    def next_level(self, x, demand):
        """s-S rule: restock to S when inventory is at or below s, then meet demand if possible."""
        stock = jnp.where(x <= self.s, self.S, x)
        return jnp.maximum(stock - demand, 0.0)
