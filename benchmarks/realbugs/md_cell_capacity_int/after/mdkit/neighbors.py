import jax
import jax.numpy as jnp

from mdkit.cells import estimate_capacity
from mdkit.space import periodic_displacement


class CellNeighborList:
    """Fixed-width neighbour lists: row i holds the neighbours of particle i, padded with N."""

    def __init__(self, box_size, cutoff, multiplier=1.25):
        self.box_size = box_size
        self.cutoff = cutoff
        self.multiplier = multiplier
        self.displacement = periodic_displacement(box_size)
        self.capacity = None

    def allocate(self, R):
        """Fix the width on the host, from concrete positions, before any build is traced."""
        self.capacity = estimate_capacity(R, self.box_size, self.cutoff, self.multiplier)
        return self

    def build(self, R):
        width = 9 * self.capacity

        n = R.shape[0]
        dR = jax.vmap(jax.vmap(self.displacement, (None, 0)), (0, None))(R, R)
        close = (jnp.sum(dR**2, axis=-1) < self.cutoff**2) & ~jnp.eye(n, dtype=bool)
        order = jnp.argsort(~close, axis=1, stable=True)[:, :width]
        return jnp.where(jnp.take_along_axis(close, order, axis=1), order, n)
