import jax
import jax.numpy as jnp


class PriceBeliefs:
    """Each trader believes the price lies in [low, high] and quotes uniformly inside it."""

    def __init__(self, num_traders, low=1.0, high=10.0):
        self.low = jnp.full(num_traders, low)
        self.high = jnp.full(num_traders, high)

    def quotes(self, key):
        return jax.random.uniform(key, self.low.shape, minval=self.low, maxval=self.high)

    def update(self, price, rate=0.2, narrow=0.9):
        """Move each belief towards the last clearing price and narrow it."""
        centre = (self.low + self.high) / 2
        half = narrow * (self.high - self.low) / 2
        centre = centre + rate * (price - centre)
        self.low, self.high = centre - half, centre + half
