"""No-jump evolution of a wave function under the effective Hamiltonian, saved at requested times."""

import jax
import jax.numpy as jnp


class TrajectorySolver:
    def __init__(self, hamiltonian, jump_op, dt):
        self.hamiltonian = hamiltonian
        self.jump_op = jump_op
        self.dt = dt
        self._solve = jax.jit(self.solve)

    def effective_hamiltonian(self):
        return self.hamiltonian - 0.5j * self.jump_op.conj().T @ self.jump_op

    def _step(self, _, psi):
        psi = psi - 1j * self.dt * (self.effective_hamiltonian() @ psi)
        return psi / jnp.linalg.norm(psi)

    def solve(self, psi0, tsave):
        save_times = tuple(tsave.tolist())  # expect: JXL104
        psi, step, states = psi0, 0, []
        for time in save_times:
            target = round(time / self.dt)
            psi = jax.lax.fori_loop(step, target, self._step, psi)
            step = target
            states.append(psi)
        return jnp.stack(states)

    def run(self, psi0, tsave):
        return self._solve(psi0, tsave)
