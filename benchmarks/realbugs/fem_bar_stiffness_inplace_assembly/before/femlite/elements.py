"""Element matrices of a linear bar element under axial load."""

import jax.numpy as jnp


def bar_stiffness(x_left, x_right, stiffness):
    h = x_right - x_left
    return stiffness / h * jnp.array([[1.0, -1.0], [-1.0, 1.0]])


def bar_load(x_left, x_right, load_per_length):
    h = x_right - x_left
    return load_per_length * h / 2.0 * jnp.ones(2)
