import jax.numpy as jnp


def obstacle_penalty(displacement, obstacle):
    """One-sided contact penalty: only a membrane pressed past the obstacle is penalized."""
    if displacement[0] > obstacle:  # expect: JXL101
        return jnp.sum((displacement - obstacle) ** 2)
    return jnp.zeros(())
