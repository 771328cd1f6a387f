import jax.numpy as jnp


def acceleration(q, length=1.0, gravity=9.81):
    """Joint accelerations of independent pendulums."""
    return -gravity / length * jnp.sin(q)
