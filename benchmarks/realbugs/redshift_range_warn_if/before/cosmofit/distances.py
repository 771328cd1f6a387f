import jax.numpy as jnp

from .validation import warn_if_extrapolated

C_KM_S = 299792.458


def luminosity_distance(z, h0, omega_m):
    """Flat LambdaCDM luminosity distance in Mpc (trapezoidal integral on a fixed grid)."""
    warn_if_extrapolated(z)
    grid = jnp.linspace(0.0, 1.0, 65)[None, :] * z[:, None]
    inv_e = 1.0 / jnp.sqrt(omega_m * (1.0 + grid) ** 3 + (1.0 - omega_m))
    comoving = jnp.trapezoid(inv_e, grid, axis=1) * C_KM_S / h0
    return (1.0 + z) * comoving


def distance_modulus(z, h0, omega_m):
    return 5.0 * jnp.log10(luminosity_distance(z, h0, omega_m)) + 25.0
