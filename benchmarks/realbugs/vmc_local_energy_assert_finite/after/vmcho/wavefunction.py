from typing import NamedTuple

import jax
import jax.numpy as jnp


class GaussianTrial(NamedTuple):
    """psi_alpha(x) = exp(-alpha x^2) for the 1D harmonic oscillator (hbar = m = omega = 1)."""

    alpha: jnp.ndarray

    def log_psi(self, x):
        return -self.alpha * x ** 2

    def local_kinetic(self, x):
        grad = jax.grad(self.log_psi)
        lap = jax.grad(grad)
        return -0.5 * (lap(x) + grad(x) ** 2)
