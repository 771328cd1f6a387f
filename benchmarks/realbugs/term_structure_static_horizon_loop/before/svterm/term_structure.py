import jax

from svterm.pricing import call_price


class TermStructure:
    """Call prices of one strike across maturities (in periods)."""

    def __init__(self, params, strike, beta=0.99, num_paths=20_000, seed=1):
        self.params = params
        self.strike = strike
        self.beta = beta
        self.num_paths = num_paths
        self.key = jax.random.PRNGKey(seed)

    def prices(self, maturities):
        paths = self.num_paths
        prices = []
        for n in maturities:
            price = call_price(self.key, self.params, self.strike, self.beta, n=n, num_paths=paths)  # expect: JXL503
            prices.append(float(price))
        return prices
