import jax.numpy as jnp


class Circle:
    def __init__(self, radius):
        self.radius = radius

    def mask(self, xx, yy):
        r = jnp.sqrt(xx ** 2 + yy ** 2)
        return r < self.radius

    def area(self):
        return jnp.pi * self.radius ** 2
