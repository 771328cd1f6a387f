import jax
import jax.numpy as jnp

from quant.black_scholes import call_price, call_vega


def implied_volatility(market_price, spot, strike, rate, maturity, initial=0.3, tolerance=1e-5, max_iter=50):
    """Newton-Raphson on sigma: sigma <- sigma + (C_market - C(sigma)) / vega(sigma) until the prices agree."""

    def not_converged(state):
        sigma, iteration = state
        error = jnp.abs(call_price(spot, strike, rate, sigma, maturity) - market_price)
        return (error > tolerance) & (iteration < max_iter)

    def newton_step(state):
        sigma, iteration = state
        gap = market_price - call_price(spot, strike, rate, sigma, maturity)
        return sigma + gap / call_vega(spot, strike, rate, sigma, maturity), iteration + 1

    sigma, _ = jax.lax.while_loop(not_converged, newton_step, (jnp.asarray(initial), 0))  # expect: JXL504
    return sigma
