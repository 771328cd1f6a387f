"""Impedance of a Randles circuit R0-(R1||C1) and its log-likelihood."""

import jax.numpy as jnp


def randles_impedance(params, freq):
    r0, r1, c1 = params
    omega = 2 * jnp.pi * freq
    return r0 + r1 / (1 + 1j * omega * r1 * c1)


def log_likelihood(params, freq, z_measured, sigma=0.5):
    residual = randles_impedance(params, freq) - z_measured
    return -0.5 * jnp.sum(jnp.abs(residual) ** 2) / sigma**2
