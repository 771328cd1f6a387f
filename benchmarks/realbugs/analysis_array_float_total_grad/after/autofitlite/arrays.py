"""A light array wrapper carrying a pixel scale, as the structures in the array library do."""

import jax.numpy as jnp


class Array1D:
    def __init__(self, values, pixel_scale=1.0):
        self._array = jnp.asarray(values)
        self.pixel_scale = pixel_scale

    @property
    def array(self):
        return self._array

    @property
    def total(self):
        """Integrated value of the array over its pixels."""
        return jnp.sum(self._array) * self.pixel_scale

    def __mul__(self, other):
        return Array1D(self._array * other, self.pixel_scale)
