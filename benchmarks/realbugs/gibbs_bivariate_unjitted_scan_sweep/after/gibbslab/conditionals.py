import jax
import jax.numpy as jnp


def sample_conditional(key, other, rho):
    """x | y ~ N(rho * y, 1 - rho^2) for a standard bivariate normal with correlation rho."""
    return rho * other + jnp.sqrt(1.0 - rho ** 2) * jax.random.normal(key)
