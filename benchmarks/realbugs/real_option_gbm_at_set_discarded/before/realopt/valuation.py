from typing import NamedTuple

import jax.numpy as jnp


class Field(NamedTuple):
    production: float = 1.0e6       # barrels per year
    operating_cost: float = 45.0    # variable operating cost, USD per barrel
    rate: float = 0.08              # discount rate
    years: int = 10


def operate_or_shut(oil_paths, cost_paths, field):
    """Yearly cash flows of a field that can shut down in any year when the margin is negative (a switching option)."""
    margin = oil_paths[:, 1:] - cost_paths[:, 1:]
    cash = field.production * jnp.maximum(margin, 0.0)
    discount = jnp.exp(-field.rate * jnp.arange(1, field.years + 1))
    return jnp.mean(cash @ discount)


def always_operate(oil_paths, cost_paths, field):
    margin = oil_paths[:, 1:] - cost_paths[:, 1:]
    discount = jnp.exp(-field.rate * jnp.arange(1, field.years + 1))
    return jnp.mean((field.production * margin) @ discount)
