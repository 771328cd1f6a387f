"""The Bellman operator on a grid of incomes, one maximisation per grid point."""

import jax
import jax.numpy as jnp
from scipy.optimize import minimize_scalar

from growthmodel.model import production, utility


def continuation(c, y, v, model):
    next_income = production(y - c, model.alpha) * model.shocks
    return utility(c) + model.beta * jnp.mean(jnp.interp(next_income, model.grid, v))


def T(v, model):
    def update_v(carry, y):
        def negative_value(c):
            return -continuation(c, y, v, model)

        result = minimize_scalar(negative_value, bounds=(1e-5, y), method="bounded")  # expect: JXL401
        return carry + 1, -result.fun

    _, new_v = jax.lax.scan(update_v, 0, model.grid)
    return new_v
