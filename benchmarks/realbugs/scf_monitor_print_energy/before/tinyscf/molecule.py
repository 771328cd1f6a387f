import jax
import jax.numpy as jnp


class ModelMolecule:
    """A model system in an orthonormal basis: core Hamiltonian plus density-fitted two-electron integrals."""

    def __init__(self, num_orbitals, num_electrons, seed=0):
        key_h, key_b = jax.random.split(jax.random.PRNGKey(seed))
        a = jax.random.normal(key_h, (num_orbitals, num_orbitals))
        self.core = 0.5 * (a + a.T) - 2.0 * jnp.diag(jnp.arange(num_orbitals, 0, -1.0))
        b = 0.15 * jax.random.normal(key_b, (6, num_orbitals, num_orbitals))
        self.factors = 0.5 * (b + jnp.swapaxes(b, 1, 2))
        self.num_occupied = num_electrons // 2

    def coulomb(self, density):
        return jnp.einsum("qmn,qls,ls->mn", self.factors, self.factors, density)

    def exchange(self, density):
        return jnp.einsum("qml,qns,ls->mn", self.factors, self.factors, density)
