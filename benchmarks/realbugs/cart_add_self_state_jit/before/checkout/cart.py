import jax
import jax.numpy as jnp


class Cart:
    """A shopping cart over a price table; adding an item records it and updates the running total."""

    def __init__(self, prices, tax_rate):
        self.prices = jnp.asarray(prices)
        self.tax_rate = tax_rate
        self.items = []
        self.total = 0.0
        self.add = jax.jit(self._add)

    def _add(self, item, quantity):
        cost = self.prices[item] * quantity * (1.0 + self.tax_rate)
        self.items.append(item)  # expect: JXL202
        self.total = self.total + cost  # expect: JXL202
        return cost
