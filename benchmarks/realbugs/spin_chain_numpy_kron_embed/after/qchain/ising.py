import jax
import jax.numpy as jnp

from qchain.operators import IDENTITY, PAULI_X, PAULI_Z


class TransverseFieldIsing:
    """Open chain H = -J sum Z_i Z_i+1 - h sum X_i, diagonalised exactly."""

    def __init__(self, num_sites, coupling=1.0):
        self.num_sites = num_sites
        self.coupling = coupling
        self.transverse_magnetization = jax.jit(jax.vmap(self.ground_state_mx))

    def embed(self, local_ops):
        """Tensor product of one operator per site, identity where `local_ops` has none."""
        full = jnp.ones((1, 1))
        for site in range(self.num_sites):
            full = jnp.kron(full, local_ops.get(site, IDENTITY))
        return full

    def hamiltonian(self, field):
        bonds = sum(self.embed({i: PAULI_Z, i + 1: PAULI_Z}) for i in range(self.num_sites - 1))
        transverse = sum(self.embed({i: field * PAULI_X}) for i in range(self.num_sites))
        return -self.coupling * bonds - transverse

    def ground_state_mx(self, field):
        _, vectors = jnp.linalg.eigh(self.hamiltonian(field))
        ground = vectors[:, 0]
        total_x = sum(self.embed({i: PAULI_X}) for i in range(self.num_sites))
        return ground @ total_x @ ground / self.num_sites
