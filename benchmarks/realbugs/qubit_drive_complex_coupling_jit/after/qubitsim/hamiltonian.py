"""Rotating-frame Hamiltonian of a driven two-level system."""

import jax
import jax.numpy as jnp


def drive_hamiltonian(detuning, drive_i, drive_q):
    # lax.complex keeps the coupling traced; Python's complex() needs concrete numbers.
    coupling = jax.lax.complex(jnp.asarray(drive_i, float), jnp.asarray(drive_q, float))
    return 0.5 * jnp.array([[detuning, jnp.conj(coupling)], [coupling, -detuning]])
