import jax.numpy as jnp


def fill_lowest(hamiltonian, num_electrons):
    """Site densities of the Slater determinant filling the lowest `num_electrons` orbitals."""
    energies, orbitals = jnp.linalg.eigh(hamiltonian)
    occupied = orbitals[:, :num_electrons]
    return (occupied ** 2).sum(axis=1)
