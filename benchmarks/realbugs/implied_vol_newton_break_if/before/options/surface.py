import jax

from options.implied import implied_volatility

# One quote per option of the chain: prices, strikes and expiries vary, spot and rate are shared.
chain_implied_volatility = jax.jit(jax.vmap(implied_volatility, in_axes=(0, None, 0, 0, None)))
