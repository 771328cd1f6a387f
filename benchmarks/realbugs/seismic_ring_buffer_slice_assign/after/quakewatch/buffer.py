from typing import NamedTuple

import jax
import jax.numpy as jnp


class TraceBuffer(NamedTuple):
    """The latest samples of one seismometer channel, written packet by packet."""

    data: jax.Array
    cursor: jax.Array

    @classmethod
    def empty(cls, capacity):
        return cls(jnp.zeros(capacity), jnp.array(0, dtype=jnp.int32))

    def write(self, packet):
        data = jax.lax.dynamic_update_slice_in_dim(self.data, packet, self.cursor, axis=0)
        return TraceBuffer(data, self.cursor + packet.shape[0])
