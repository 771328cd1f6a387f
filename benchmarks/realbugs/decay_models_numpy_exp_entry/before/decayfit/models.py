"""Fit models for qubit characterisation curves: f(params, x) with params a flat array."""
import numpy as np


def damped_oscillation(params, x):
    """Ramsey fringes: amplitude decay rate, detuning frequency and offset."""
    return np.exp(-params[0] * x) * np.cos(2.0 * np.pi * params[1] * x) + params[2]  # expect: JXL401


def exponential_decay(params, x):
    """T1 relaxation: amplitude, decay time and offset."""
    return params[0] * np.exp(-x / params[1]) + params[2]  # expect: JXL401
