import jax
import jax.numpy as jnp


def energy(params, ansatz, hamiltonian):
    psi = ansatz.state(params)
    return jnp.real(jnp.vdot(psi, hamiltonian @ psi))


class VQE:
    def __init__(self, ansatz, hamiltonian, learning_rate=0.2):
        self.ansatz = ansatz
        self.hamiltonian = hamiltonian
        self.learning_rate = learning_rate
        self._grad = jax.jit(jax.grad(energy), static_argnums=1)

    def optimize(self, params, num_steps=100):
        energies = []
        for _ in range(num_steps):
            params = params - self.learning_rate * self._grad(params, self.ansatz, self.hamiltonian)
            energies.append(energy(params, self.ansatz, self.hamiltonian))
        return params, jnp.stack(energies)
