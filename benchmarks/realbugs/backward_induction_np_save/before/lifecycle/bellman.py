import jax.numpy as jnp

CONSUMPTION_SHARES = jnp.linspace(0.05, 0.95, 19)
INTEREST = 1.03


def bellman_update(values_next, wealth_grid, beta):
    """Value of each wealth point when consuming the best share and carrying the rest, with interest, forward."""
    consumption = wealth_grid[:, None] * CONSUMPTION_SHARES[None, :]
    wealth_next = INTEREST * (wealth_grid[:, None] - consumption)
    continuation = jnp.interp(wealth_next, wealth_grid, values_next)
    return jnp.max(jnp.log(consumption) + beta * continuation, axis=1)
