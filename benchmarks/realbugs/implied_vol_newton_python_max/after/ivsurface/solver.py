import jax
import jax.numpy as jnp

from ivsurface.pricing import black_scholes_call, vega


class NewtonImpliedVol:
    """Implied volatility by Newton-Raphson on the Black-Scholes price, vectorised over a chain."""

    def __init__(self, initial_sigma=0.3, max_iter=20, floor=1e-4):
        self.initial_sigma = initial_sigma
        self.max_iter = max_iter
        self.floor = floor
        self.solve_chain = jax.jit(jax.vmap(self.solve, in_axes=(0, None, 0, 0, None)))

    def solve(self, price, spot, strike, maturity, rate):
        sigma = self.initial_sigma
        for _ in range(self.max_iter):
            diff = black_scholes_call(spot, strike, maturity, rate, sigma) - price
            slope = vega(spot, strike, maturity, rate, sigma)
            sigma = jnp.maximum(sigma - diff / slope, self.floor)
        return sigma
