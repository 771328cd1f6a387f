import jax.numpy as jnp


def asymmetric_penalty(residual):
    """Undershoot costs quadratically, overshoot cubically."""
    return jnp.where(residual < 0.0, residual ** 2, residual ** 3)
