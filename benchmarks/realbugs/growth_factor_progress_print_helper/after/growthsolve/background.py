import jax.numpy as jnp


def hubble_e(a, omega_m):
    """E(a) = H(a)/H0 in flat LCDM."""
    return jnp.sqrt(omega_m / a ** 3 + (1.0 - omega_m))


def dlog_hubble_dlog_a(a, omega_m):
    return -1.5 * omega_m / a ** 3 / hubble_e(a, omega_m) ** 2
