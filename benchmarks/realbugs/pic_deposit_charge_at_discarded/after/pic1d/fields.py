import jax.numpy as jnp


def solve_poisson(rho, length):
    """Periodic 1D Poisson solve, E = -d(phi)/dx with -phi'' = rho, by FFT."""
    n = rho.shape[0]
    k = 2.0 * jnp.pi * jnp.fft.rfftfreq(n, d=length / n)
    rho_hat = jnp.fft.rfft(rho - rho.mean())
    k_safe = jnp.where(k == 0, 1.0, k)
    field_hat = jnp.where(k == 0, 0.0, -1j * rho_hat / k_safe)
    return jnp.fft.irfft(field_hat, n)
