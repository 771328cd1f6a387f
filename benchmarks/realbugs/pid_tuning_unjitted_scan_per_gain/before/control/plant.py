import jax.numpy as jnp


def plant_derivative(x, u):
    """x1' = x2, x2' = -2 x2 - x1 + u: a damped second-order plant."""
    return jnp.stack([x[1], -2.0 * x[1] - x[0] + u])
