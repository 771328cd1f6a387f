import jax

from options.black_scholes import call_price, vega


def implied_volatility(price, spot, strike, expiry, rate, vol=0.3, n_iter=20):
    """Newton-Raphson on the Black-Scholes call price, vega being the derivative in the volatility.

    A fixed number of steps, so that it runs under jit and vmap: converged quotes stay where they are."""

    def newton_step(_, vol):
        return vol - (call_price(spot, strike, expiry, rate, vol) - price) / vega(spot, strike, expiry, rate, vol)

    return jax.lax.fori_loop(0, n_iter, newton_step, vol)
