"""Piecewise-constant propagation of a state under a sampled pulse."""

import jax
import jax.numpy as jnp
from jax.scipy.linalg import expm

from qubitsim.hamiltonian import drive_hamiltonian


@jax.jit
def evolve(pulse_i, pulse_q, detuning, dt, psi0):
    def step(psi, sample):
        drive_i, drive_q = sample
        unitary = expm(-1j * dt * drive_hamiltonian(detuning, drive_i, drive_q))
        return unitary @ psi, None

    psi, _ = jax.lax.scan(step, psi0, (pulse_i, pulse_q))
    return psi


def transfer_probability(pulse_i, pulse_q, detuning=0.0, dt=0.1):
    psi0 = jnp.array([1.0 + 0j, 0.0 + 0j])
    psi = evolve(pulse_i, pulse_q, detuning, dt, psi0)
    return jnp.abs(psi[1]) ** 2
