import jax

from mcladder.pricing import call_price


class StrikeLadder:
    """Prices a ladder of strikes on one market with common random numbers."""

    def __init__(self, market, seed=0):
        self.market = market
        self.key = jax.random.PRNGKey(seed)

    def prices(self, strikes):
        return {strike: float(call_price(self.market, strike, self.key)) for strike in strikes}
