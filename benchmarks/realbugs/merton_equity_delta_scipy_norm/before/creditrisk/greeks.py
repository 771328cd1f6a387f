import jax

from creditrisk.merton import equity_value

# dE/dA and dE/dsigma_A by autodiff, for structural extensions without closed forms
equity_delta = jax.grad(equity_value, argnums=0)
equity_vega = jax.grad(equity_value, argnums=1)


def panel(greek):
    """A greek evaluated over a panel of firms sharing the rate and the horizon."""
    return jax.jit(jax.vmap(greek, in_axes=(0, 0, 0, None, None)))


panel_delta = panel(equity_delta)
panel_vega = panel(equity_vega)
