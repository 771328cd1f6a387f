import functools

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

    def optimize(self, params, num_steps=100):
        energies = []
        for _ in range(num_steps):
            objective = functools.partial(energy, ansatz=self.ansatz, hamiltonian=self.hamiltonian)
            grad_fn = jax.jit(jax.grad(objective))  # expect: JXL501
            params = params - self.learning_rate * grad_fn(params)
            energies.append(energy(params, self.ansatz, self.hamiltonian))
        return params, jnp.stack(energies)
