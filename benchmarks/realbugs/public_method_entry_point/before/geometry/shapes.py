import jax.numpy as jnp
import numpy as np


class Circle:
    def __init__(self, radius):
        self.radius = radius

    def mask(self, xx, yy):
        r = np.sqrt(xx ** 2 + yy ** 2)  # expect: JXL401
        return r < self.radius

    def area(self):
        return jnp.pi * self.radius ** 2
