import jax
import jax.numpy as jnp


class Exp:
    """exp(scale * generator), by diagonalisation when the generator is Hermitian."""

    def __init__(self, generator, scale):
        self.generator = generator
        self.scale = scale

    def matrix(self):
        if self.generator.is_hermitian:  # expect: JXL101
            energies, vectors = jnp.linalg.eigh(self.generator.matrix)
            return (vectors * jnp.exp(self.scale * energies)) @ vectors.conj().T
        return jax.scipy.linalg.expm(self.scale * self.generator.matrix)


class TwoQubitQuench:
    """<Z0>(t) after a quench into an XX + YY + ZZ Hamiltonian with fitted couplings."""

    def __init__(self, hamiltonian_factory, initial_state, observable):
        self.hamiltonian_factory = hamiltonian_factory
        self.initial_state = initial_state
        self.observable = observable
        self.expectation = jax.jit(self._expectation)

    def _expectation(self, couplings, time):
        unitary = Exp(self.hamiltonian_factory(couplings), -1j * time).matrix()
        psi = unitary @ self.initial_state
        return jnp.real(jnp.vdot(psi, self.observable @ psi))
