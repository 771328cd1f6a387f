"""A correlated Gaussian target for the sampler."""

import jax.numpy as jnp

PRECISION = jnp.array([[2.0, -0.8], [-0.8, 1.5]])


def log_density(q):
    return -0.5 * q @ PRECISION @ q
