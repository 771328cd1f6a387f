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
        data = self.data
        data[self.cursor:self.cursor + packet.shape[0]] = packet  # expect: JXL301
        return TraceBuffer(data, self.cursor + packet.shape[0])
