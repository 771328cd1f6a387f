"""Gaussian trial wavefunction of the one-dimensional harmonic oscillator."""

import jax.numpy as jnp


def log_psi(alpha, x):
    return -alpha * x**2


def local_energy(alpha, x):
    return alpha + x**2 * (0.5 - 2.0 * alpha**2)


class LogDensity:
    """log |psi|^2 at the current variational parameter, the target the sampler draws walkers from."""

    def __init__(self, alpha):
        self.alpha = alpha

    def __call__(self, x):
        return 2.0 * log_psi(self.alpha, x)


def energy_and_gradient(alpha, x):
    energies = local_energy(alpha, x)
    dlog_psi = -(x**2)
    gradient = 2.0 * (jnp.mean(energies * dlog_psi) - jnp.mean(energies) * jnp.mean(dlog_psi))
    return jnp.mean(energies), gradient
