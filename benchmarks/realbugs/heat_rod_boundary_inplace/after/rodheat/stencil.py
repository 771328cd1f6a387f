import jax.numpy as jnp


def laplacian(temperature):
    return jnp.roll(temperature, 1) - 2.0 * temperature + jnp.roll(temperature, -1)


def explicit_step(temperature, alpha, left, right):
    """One forward-Euler step; both ends of the rod are held at their bath temperatures."""
    updated = temperature + alpha * laplacian(temperature)
    updated = updated.at[0].set(left)
    updated = updated.at[-1].set(right)
    return updated
