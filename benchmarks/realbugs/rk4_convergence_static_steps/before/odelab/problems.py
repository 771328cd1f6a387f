import jax.numpy as jnp


def periodic_growth(t, y):
    """y' = cos(t) y, y(0) = 1: the exact solution is exp(sin t)."""
    return jnp.cos(t) * y


def periodic_growth_exact(t):
    return jnp.exp(jnp.sin(t))
