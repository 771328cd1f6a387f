import jax.numpy as jnp
import scipy.linalg

from qspin.operators import hamiltonian


def propagator(H, t):
    """U = exp(-i H t) for a piecewise-constant segment."""
    return scipy.linalg.expm(-1j * H * t)  # expect: JXL401


def evolve(psi0, controls, detuning, segment_time):
    """Apply the propagators of successive segments, each with its own (drive_x, drive_y)."""
    psi = psi0
    for drive_x, drive_y in controls:
        psi = propagator(hamiltonian(detuning, drive_x, drive_y), segment_time) @ psi
    return psi


def fidelity(psi, target):
    return jnp.abs(jnp.vdot(target, psi)) ** 2
