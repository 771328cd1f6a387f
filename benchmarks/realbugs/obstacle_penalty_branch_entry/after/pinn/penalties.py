import jax.numpy as jnp


def obstacle_penalty(displacement, obstacle):
    """One-sided contact penalty: only a membrane pressed past the obstacle is penalized."""
    return jnp.where(displacement[0] > obstacle, jnp.sum((displacement - obstacle) ** 2), 0.0)
