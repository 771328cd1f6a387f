import jax.numpy as jnp
from jax.scipy.special import erf


def norm_cdf(x):
    """Standard normal distribution function through the error function."""
    return 0.5 * (1.0 + erf(x / jnp.sqrt(2.0)))
