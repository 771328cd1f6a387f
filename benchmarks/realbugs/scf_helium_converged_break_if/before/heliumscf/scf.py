import jax
import jax.numpy as jnp


def orthogonaliser(overlap):
    """Symmetric orthogonalisation X = S^(-1/2)."""
    values, vectors = jnp.linalg.eigh(overlap)
    return vectors @ jnp.diag(values ** -0.5) @ vectors.T


def fock_matrix(core, eri, density):
    coulomb = jnp.einsum("ijkl,kl->ij", eri, density)
    exchange = jnp.einsum("ikjl,kl->ij", eri, density)
    return core + coulomb - 0.5 * exchange


def electronic_energy(core, fock, density):
    return 0.5 * jnp.sum(density * (core + fock))


class RestrictedHartreeFock:
    """Closed-shell Roothaan SCF: build F from P, diagonalise, rebuild P, until the energy stops moving."""

    def __init__(self, integrals, n_occ=1, max_iter=50, tol=1e-10):
        self.integrals = integrals
        self.n_occ = n_occ
        self.max_iter = max_iter
        self.tol = tol
        self.x = orthogonaliser(integrals.overlap)
        self._solve = jax.jit(self.solve)

    def density_from_fock(self, fock):
        orbital_energies, c_prime = jnp.linalg.eigh(self.x.T @ fock @ self.x)
        c = self.x @ c_prime
        occupied = c[:, :self.n_occ]
        return 2.0 * occupied @ occupied.T, orbital_energies

    def solve(self, density):
        core, eri = self.integrals.core, self.integrals.eri
        energy = jnp.asarray(0.0)
        n_iter = 0
        for n_iter in range(1, self.max_iter + 1):
            fock = fock_matrix(core, eri, density)
            new_energy = electronic_energy(core, fock, density)
            density, _ = self.density_from_fock(fock)
            if jnp.abs(new_energy - energy) < self.tol:  # expect: JXL101
                energy = new_energy
                break
            energy = new_energy
        return energy, n_iter

    def run(self):
        """Start from the core-Hamiltonian guess (no electron repulsion)."""
        density, _ = self.density_from_fock(self.integrals.core)
        return self._solve(density)
