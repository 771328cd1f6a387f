import jax.numpy as jnp


def angle_normalize(theta):
    """Wrap an angle to [-pi, pi)."""
    return jnp.arctan2(jnp.sin(theta), jnp.cos(theta))
