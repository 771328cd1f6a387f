"""Gaussian trial wavefunction of the one-dimensional harmonic oscillator."""

import jax.numpy as jnp


def log_psi(alpha, x):
    return -alpha * x**2


def local_energy(alpha, x):
    return alpha + x**2 * (0.5 - 2.0 * alpha**2)


def log_density(alpha, x):
    """log |psi|^2, the target the sampler draws walkers from."""
    return 2.0 * log_psi(alpha, x)


def energy_and_gradient(alpha, x):
    energies = local_energy(alpha, x)
    dlog_psi = -(x**2)
    gradient = 2.0 * (jnp.mean(energies * dlog_psi) - jnp.mean(energies) * jnp.mean(dlog_psi))
    return jnp.mean(energies), gradient
