import jax.numpy as jnp
import numpy as np


class ViscousBurgers:
    """u_t + u u_x = nu u_xx on a periodic domain, pseudo-spectral with 2/3 de-aliasing."""

    def __init__(self, n, length, viscosity):
        self.n = n
        self.viscosity = viscosity
        self.k = 2.0 * jnp.pi * jnp.fft.rfftfreq(n, d=length / n)
        self.dealias = jnp.abs(self.k) < (2.0 / 3.0) * jnp.max(self.k)

    def __call__(self, u_hat):
        u = np.fft.irfft(u_hat, n=self.n)  # expect: JXL401
        advection = -0.5j * self.k * np.fft.rfft(u * u) * self.dealias  # expect: JXL401
        return advection - self.viscosity * self.k**2 * u_hat
