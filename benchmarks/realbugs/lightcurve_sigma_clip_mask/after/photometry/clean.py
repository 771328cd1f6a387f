import jax.numpy as jnp


def robust_std(flux):
    """1.4826 times the median absolute deviation: the standard deviation for Gaussian noise."""
    return 1.4826 * jnp.median(jnp.abs(flux - jnp.median(flux)))


def outlier_weights(flux, sigma=5.0):
    """0 for the points more than `sigma` standard deviations above the median flux, 1 for the others."""
    return jnp.where(flux - jnp.median(flux) < sigma * robust_std(flux), 1.0, 0.0)
