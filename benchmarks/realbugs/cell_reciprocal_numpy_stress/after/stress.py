"""Stress tensor of a small ionic cell from the strain derivative of its reciprocal-space energy."""

import jax
import jax.numpy as jnp

from pbc import Cell
from pbc.ewald import reciprocal_energy


def rocksalt_cell(a: float = 4.0):
    lattice = a * jnp.eye(3)
    positions = a * jnp.array([[0.0, 0.0, 0.0], [0.5, 0.5, 0.5]])
    return Cell(lattice, positions, jnp.array([1.0, -1.0]))


def stress_tensor(cell):
    def energy_of_strain(strain):
        return reciprocal_energy(cell.strained(strain))

    return jax.jacfwd(energy_of_strain)(jnp.zeros((3, 3))) / cell.volume


if __name__ == "__main__":
    cell = rocksalt_cell()
    print("energy", float(reciprocal_energy(cell)))
    print("stress\n", stress_tensor(cell))
