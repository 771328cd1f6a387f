import functools

import jax

from auction.clearing import clearing


class DoubleAuctionMarket:
    """A decentralised market mechanism: it takes limit orders and reports fills, it has no objective."""

    def __init__(self, tick_size=0.01):
        self.tick_size = tick_size
        self.history = []
        self._clear = jax.jit(functools.partial(clearing, tick=tick_size))

    def clear_round(self, bids, asks):
        fills, price = self._clear(bids, asks)
        self.history.append((int(fills), float(price)))
        return fills, price
