"""The Bellman operator on a grid of incomes, one maximisation per grid point."""

import jax
import jax.numpy as jnp

from growthmodel.model import production, utility

CONSUMPTION_SHARES = jnp.linspace(1e-3, 1.0 - 1e-3, 200)


def continuation(c, y, v, model):
    next_income = production(y - c, model.alpha) * model.shocks
    return utility(c) + model.beta * jnp.mean(jnp.interp(next_income, model.grid, v))


def T(v, model):
    def update_v(carry, y):
        consumption = y * CONSUMPTION_SHARES
        values = jax.vmap(lambda c: continuation(c, y, v, model))(consumption)
        return carry + 1, jnp.max(values)

    _, new_v = jax.lax.scan(update_v, 0, model.grid)
    return new_v
