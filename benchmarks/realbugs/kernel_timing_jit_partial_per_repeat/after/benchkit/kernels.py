"""Kernels under benchmark."""

import jax.numpy as jnp


def smooth_relu(x, sharpness=1.0):
    return jnp.logaddexp(0.0, sharpness * x) / sharpness


def gaussian_blur(x, width=2.0):
    offsets = jnp.arange(-4, 5)
    weights = jnp.exp(-0.5 * (offsets / width) ** 2)
    return jnp.convolve(x, weights / weights.sum(), mode="same")
