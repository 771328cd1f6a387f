from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_occupied",))
def scf_update(density, h_core, eri, n_occupied, damping):
    """One Roothaan step in an orthonormal basis, damped during the first iterations."""
    coulomb = jnp.einsum("pqrs,rs->pq", eri, density)
    exchange = jnp.einsum("prqs,rs->pq", eri, density)
    fock = h_core + coulomb - 0.5 * exchange
    _, orbitals = jnp.linalg.eigh(fock)
    occupied = orbitals[:, :n_occupied]
    new_density = 2.0 * occupied @ occupied.T
    new_density = damping * density + (1.0 - damping) * new_density
    energy = 0.5 * jnp.sum(new_density * (h_core + fock))
    return new_density, energy


class RestrictedHartreeFock:
    def __init__(self, h_core, eri, n_electrons, max_iterations=20, tolerance=1e-8):
        self.h_core = h_core
        self.eri = eri
        self.n_occupied = n_electrons // 2
        self.max_iterations = max_iterations
        self.tolerance = tolerance

    def run(self, density):
        energies = []
        h_core, eri = self.h_core, self.eri
        for it in range(self.max_iterations):
            # the damping schedule is decided on the host and passed as a traced value: one compilation
            damping = 0.5 if it < 4 else 0.0
            density, energy = scf_update(density, h_core, eri, self.n_occupied, damping)
            energies.append(float(energy))
            if len(energies) > 1 and abs(energies[-1] - energies[-2]) < self.tolerance:
                break
        return density, energies
