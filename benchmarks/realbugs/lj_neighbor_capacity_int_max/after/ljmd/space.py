import jax.numpy as jnp


class PeriodicBox:
    def __init__(self, side):
        self.side = side

    def displacement(self, a, b):
        d = a - b
        return d - self.side * jnp.round(d / self.side)
