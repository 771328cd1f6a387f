from typing import NamedTuple

import jax.numpy as jnp


class LinearGaussian(NamedTuple):
    transition: jnp.ndarray
    emission: jnp.ndarray
    process_noise: jnp.ndarray
    measurement_noise: jnp.ndarray


def rotating_tracker(dt=0.1, q=0.05, r=0.2):
    """Slowly rotating 2D latent state observed through a mixing matrix."""
    transition = jnp.eye(2) + dt * jnp.array([[0.0, -1.0], [1.0, 0.0]]) / 3.0
    emission = jnp.array([[1.0, -0.3], [0.5, 1.0]])
    return LinearGaussian(transition, emission, q * jnp.eye(2), r * jnp.eye(2))


class Belief(NamedTuple):
    mean: jnp.ndarray
    cov: jnp.ndarray
