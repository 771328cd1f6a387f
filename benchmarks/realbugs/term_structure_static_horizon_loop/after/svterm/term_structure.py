import jax

from svterm.pricing import call_prices

# One horizon for every curve, so the path simulation compiles once.
HORIZON = 40


class TermStructure:
    """Call prices of one strike across maturities (in periods)."""

    def __init__(self, params, strike, beta=0.99, num_paths=20_000, seed=1):
        self.params = params
        self.strike = strike
        self.beta = beta
        self.num_paths = num_paths
        self.key = jax.random.PRNGKey(seed)

    def prices(self, maturities):
        by_period = call_prices(self.key, self.params, self.strike, self.beta, horizon=HORIZON,
                                num_paths=self.num_paths)
        return [float(by_period[n - 1]) for n in maturities]
