import jax.numpy as jnp


class Grid:
    """A periodic 1-D grid and its FFT wavenumbers (hbar = m = 1)."""

    def __init__(self, length=40.0, n_points=512):
        self.dx = length / n_points
        self.x = (jnp.arange(n_points) - n_points // 2) * self.dx
        self.k = 2 * jnp.pi * jnp.fft.fftfreq(n_points, d=self.dx)

    def gaussian_packet(self, x0=-5.0, k0=2.0, width=1.0):
        psi = jnp.exp(-((self.x - x0) ** 2) / (4 * width**2) + 1j * k0 * self.x)
        return psi / jnp.sqrt(jnp.sum(jnp.abs(psi) ** 2) * self.dx)
