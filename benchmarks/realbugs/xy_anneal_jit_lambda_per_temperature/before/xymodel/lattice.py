import jax.numpy as jnp


def neighbour_sum(theta, angle):
    """Sum over the four nearest neighbours of cos(angle_i - theta_j), periodic boundaries."""
    total = 0.0
    for shift, axis in ((1, 0), (-1, 0), (1, 1), (-1, 1)):
        total = total + jnp.cos(angle - jnp.roll(theta, shift, axis=axis))
    return total


def energy_per_spin(theta, coupling=1.0):
    return -0.5 * coupling * jnp.mean(neighbour_sum(theta, theta))


def checkerboard(width):
    rows, cols = jnp.meshgrid(jnp.arange(width), jnp.arange(width), indexing="ij")
    return (rows + cols) % 2
