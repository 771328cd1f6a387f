from typing import NamedTuple

import jax.numpy as jnp


class Neighbors(NamedTuple):
    index: jnp.ndarray
    valid: jnp.ndarray
    overflow: jnp.ndarray


class DenseNeighborList:
    """Per-particle list of the particles within the cutoff, as a padded (N, capacity) index table."""

    def __init__(self, box, cutoff):
        self.box = box
        self.cutoff = cutoff
        self.capacity = None

    def within_cutoff(self, positions):
        d = self.box.displacement(positions[:, None, :], positions[None, :, :])
        r2 = jnp.sum(d ** 2, axis=-1)
        return (r2 < self.cutoff ** 2) & ~jnp.eye(positions.shape[0], dtype=bool)

    def allocate(self, positions, extra=8):
        """Sizes the table once, on the host, from a concrete configuration (with headroom)."""
        self.capacity = int(self.within_cutoff(positions).sum(axis=1).max()) + extra
        return self

    def build(self, positions):
        within = self.within_cutoff(positions)
        index = jnp.argsort(~within, axis=1, stable=True)[:, :self.capacity]
        overflow = within.sum(axis=1).max() > self.capacity
        return Neighbors(index, jnp.take_along_axis(within, index, axis=1), overflow)
