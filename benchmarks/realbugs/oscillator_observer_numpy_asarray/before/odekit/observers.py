"""Observers: quantities recorded along a trajectory of (q1, p1, q2, p2, ...) states."""

import numpy as np


def kinetic_energy(state, masses):
    momenta = np.asarray(state[1::2])  # expect: JXL401
    return 0.5 * np.dot(momenta / masses, momenta)  # expect: JXL401


def positions(state, masses):
    return state[0::2]
