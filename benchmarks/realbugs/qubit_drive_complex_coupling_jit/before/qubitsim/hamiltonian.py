"""Rotating-frame Hamiltonian of a driven two-level system."""

import jax.numpy as jnp


def drive_hamiltonian(detuning, drive_i, drive_q):
    coupling = complex(drive_i, drive_q)  # expect: JXL104
    return 0.5 * jnp.array([[detuning, jnp.conj(coupling)], [coupling, -detuning]])
