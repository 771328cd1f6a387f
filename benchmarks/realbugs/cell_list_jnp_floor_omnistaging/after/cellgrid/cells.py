import math

import jax
import jax.numpy as jnp


class CellList:
    """Bins particles of a square periodic box into cells at least `minimum_cell_size` wide."""

    def __init__(self, box_size, minimum_cell_size):
        self.box_size = box_size
        self.minimum_cell_size = minimum_cell_size
        self.update = jax.jit(self._update)

    def _update(self, positions):
        cells_per_side = math.floor(self.box_size / self.minimum_cell_size)
        cell_size = self.box_size / cells_per_side
        cell_xy = jnp.floor(positions / cell_size).astype(jnp.int32) % cells_per_side
        cell_id = cell_xy[:, 0] * cells_per_side + cell_xy[:, 1]
        occupancy = jnp.zeros(cells_per_side * cells_per_side, dtype=jnp.int32).at[cell_id].add(1)
        return cell_id, occupancy
