"""A row of Hall sensors read out for a given stage offset."""

import jax
import jax.numpy as jnp


class SensorArray:
    def __init__(self, source, rho, z):
        self.source = source
        self.rho = jnp.asarray(rho)
        self.z = jnp.asarray(z)
        self._read = jax.jit(self._field_at_offset)

    def _field_at_offset(self, z_offset):
        return self.source.axial_field(self.rho, self.z + z_offset)

    def read(self, z_offset):
        return self._read(z_offset)
