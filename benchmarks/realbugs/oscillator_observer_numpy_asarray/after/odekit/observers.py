"""Observers: quantities recorded along a trajectory of (q1, p1, q2, p2, ...) states."""

import jax.numpy as jnp


def kinetic_energy(state, masses):
    momenta = state[1::2]
    return 0.5 * jnp.sum(momenta**2 / masses)


def positions(state, masses):
    return state[0::2]
