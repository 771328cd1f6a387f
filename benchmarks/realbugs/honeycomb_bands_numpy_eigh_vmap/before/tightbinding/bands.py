import jax
import jax.numpy as jnp
import numpy as np


class BandStructure:
    """Eigenvalues of a Bloch Hamiltonian along a path of k points."""

    def __init__(self, hamiltonian):
        self.hamiltonian = hamiltonian
        self.along_path = jax.jit(jax.vmap(self.energies))

    def energies(self, k):
        h = self.hamiltonian.bloch(k)
        values, _ = np.linalg.eigh(h)  # expect: JXL401
        return values

    def gap(self, path):
        bands = self.along_path(path)
        return jnp.min(bands[:, 1] - bands[:, 0])
