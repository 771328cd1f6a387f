import jax
import jax.numpy as jnp


@jax.jit
def _line_cost(prices, item, quantity, tax_rate):
    return prices[item] * quantity * (1.0 + tax_rate)


class Cart:
    """A shopping cart over a price table; adding an item records it and updates the running total."""

    def __init__(self, prices, tax_rate):
        self.prices = jnp.asarray(prices)
        self.tax_rate = tax_rate
        self.items = []
        self.total = 0.0

    def add(self, item, quantity):
        cost = _line_cost(self.prices, item, quantity, self.tax_rate)
        self.items.append(item)
        self.total = self.total + cost
        return cost
