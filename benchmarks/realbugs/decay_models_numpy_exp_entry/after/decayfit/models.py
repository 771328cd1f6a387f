"""Fit models for qubit characterisation curves: f(params, x) with params a flat array."""
import jax.numpy as jnp


def damped_oscillation(params, x):
    """Ramsey fringes: amplitude decay rate, detuning frequency and offset."""
    return jnp.exp(-params[0] * x) * jnp.cos(2.0 * jnp.pi * params[1] * x) + params[2]


def exponential_decay(params, x):
    """T1 relaxation: amplitude, decay time and offset."""
    return params[0] * jnp.exp(-x / params[1]) + params[2]
