import math

import jax
import jax.numpy as jnp


class PeriodicGrid:
    """Uniform periodic 1-D mesh with cloud-in-cell weighting."""

    def __init__(self, length, num_cells):
        self.length = length
        self.num_cells = num_cells
        self.dx = length / num_cells

    def cell_and_weight(self, x):
        cell = int(math.floor(x / self.dx))  # expect: JXL104
        frac = x / self.dx - cell
        return cell % self.num_cells, frac

    def deposit(self, positions, charge):
        cells, fracs = jax.vmap(self.cell_and_weight)(positions)
        rho = jnp.zeros(self.num_cells)
        rho = rho.at[cells].add(charge * (1.0 - fracs))
        rho = rho.at[(cells + 1) % self.num_cells].add(charge * fracs)
        return rho / self.dx
