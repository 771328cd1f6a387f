"""A periodic simulation cell: lattice vectors (rows) and Cartesian positions of point charges."""

import itertools

import jax.numpy as jnp
import numpy as np


class Cell:
    def __init__(self, lattice, positions, charges, gmax: int = 2):
        self.lattice = lattice
        self.positions = positions
        self.charges = charges
        self.gmax = gmax

    @property
    def volume(self):
        return jnp.abs(jnp.linalg.det(self.lattice))

    def reciprocal_vectors(self):
        return 2 * np.pi * np.linalg.inv(self.lattice).T  # expect: JXL401

    def g_vectors(self):
        rng = range(-self.gmax, self.gmax + 1)
        ms = np.array([m for m in itertools.product(rng, rng, rng) if any(m)], dtype=np.float32)
        return ms @ self.reciprocal_vectors()

    def strained(self, strain):
        deform = jnp.eye(3) + strain
        return Cell(self.lattice @ deform, self.positions @ deform, self.charges, self.gmax)
