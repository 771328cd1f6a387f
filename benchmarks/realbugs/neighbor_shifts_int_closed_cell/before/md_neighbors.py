"""The JIT example: a neighbor-list function closing over the cell and the cutoff."""

import jax
import jax.numpy as jnp

from nbrops import naive_neighbor_list

CELL = jnp.eye(3) * 4.0
PBC = (True, True, True)
CUTOFF = 2.5


@jax.jit
def neighbors(positions):
    return naive_neighbor_list(positions, CUTOFF, cell=CELL, pbc=PBC)


def lattice_positions():
    grid = jnp.arange(2) * 2.0
    return jnp.stack(jnp.meshgrid(grid, grid, grid, indexing="ij"), axis=-1).reshape(-1, 3)


if __name__ == "__main__":
    matrix, counts = neighbors(lattice_positions())
    print(counts)
