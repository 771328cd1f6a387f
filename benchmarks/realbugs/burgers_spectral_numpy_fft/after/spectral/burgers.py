import jax.numpy as jnp


class ViscousBurgers:
    """u_t + u u_x = nu u_xx on a periodic domain, pseudo-spectral with 2/3 de-aliasing."""

    def __init__(self, n, length, viscosity):
        self.n = n
        self.viscosity = viscosity
        self.k = 2.0 * jnp.pi * jnp.fft.rfftfreq(n, d=length / n)
        self.dealias = jnp.abs(self.k) < (2.0 / 3.0) * jnp.max(self.k)

    def __call__(self, u_hat):
        u = jnp.fft.irfft(u_hat, n=self.n)
        advection = -0.5j * self.k * jnp.fft.rfft(u * u) * self.dealias
        return advection - self.viscosity * self.k**2 * u_hat
