import jax.numpy as jnp


def shape_parameter(cosmo):
    """Sugiyama (1995) shape parameter Gamma, baryon-corrected."""
    return cosmo.omega_m * cosmo.h * jnp.exp(-cosmo.omega_b * (1.0 + jnp.sqrt(2.0 * cosmo.h) / cosmo.omega_m))


def bbks(cosmo, k):
    """BBKS transfer function; k in h/Mpc."""
    gamma = float(shape_parameter(cosmo))  # expect: JXL104
    q = k / gamma
    poly = 1.0 + 3.89 * q + (16.1 * q) ** 2 + (5.46 * q) ** 3 + (6.71 * q) ** 4
    return jnp.log(1.0 + 2.34 * q) / (2.34 * q) * poly ** -0.25
