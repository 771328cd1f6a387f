import jax.numpy as jnp


def robust_std(flux):
    """1.4826 times the median absolute deviation: the standard deviation for Gaussian noise."""
    return 1.4826 * jnp.median(jnp.abs(flux - jnp.median(flux)))


def remove_outliers(time, flux, sigma=5.0):
    """Drop the points more than `sigma` standard deviations above the median flux (flares, cosmic rays)."""
    keep = flux - jnp.median(flux) < sigma * robust_std(flux)

    return time[keep], flux[keep]  # expect: JXL107
