import numpy as np


def fill_lowest(hamiltonian, num_electrons):
    """Site densities of the Slater determinant filling the lowest `num_electrons` orbitals."""
    energies, orbitals = np.linalg.eigh(hamiltonian)  # expect: JXL401
    occupied = orbitals[:, :num_electrons]
    return (occupied ** 2).sum(axis=1)
