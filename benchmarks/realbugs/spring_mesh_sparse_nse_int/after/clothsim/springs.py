import jax.numpy as jnp


def spring_stiffness(p_i, p_j, k):
    """4x4 stiffness block of a linear spring between two 2D nodes, in (x_i, y_i, x_j, y_j) order."""
    direction = (p_j - p_i) / jnp.linalg.norm(p_j - p_i)
    block = k * jnp.outer(direction, direction)
    return jnp.block([[block, -block], [-block, block]])
