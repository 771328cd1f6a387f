from typing import NamedTuple

import jax.numpy as jnp


class LinearGaussianModel(NamedTuple):
    F: jnp.ndarray
    H: jnp.ndarray
    Q: jnp.ndarray
    R: jnp.ndarray


def constant_velocity(dt=0.1, process_noise=0.5, measurement_noise=0.3):
    """Planar position-velocity state [x, y, vx, vy] observed through noisy positions."""
    F = jnp.array([[1.0, 0.0, dt, 0.0], [0.0, 1.0, 0.0, dt], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]])
    H = jnp.array([[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0]])
    q = process_noise ** 2
    Q = q * jnp.array([[dt ** 3 / 3, 0, dt ** 2 / 2, 0], [0, dt ** 3 / 3, 0, dt ** 2 / 2],
                       [dt ** 2 / 2, 0, dt, 0], [0, dt ** 2 / 2, 0, dt]])
    R = measurement_noise ** 2 * jnp.eye(2)
    return LinearGaussianModel(F, H, Q, R)
