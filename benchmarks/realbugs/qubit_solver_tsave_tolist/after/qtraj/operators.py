"""Operators of a driven, decaying two-level system."""

import jax.numpy as jnp


def sigma_x():
    return jnp.array([[0.0, 1.0], [1.0, 0.0]], dtype=jnp.complex64)


def sigma_minus():
    return jnp.array([[0.0, 1.0], [0.0, 0.0]], dtype=jnp.complex64)
