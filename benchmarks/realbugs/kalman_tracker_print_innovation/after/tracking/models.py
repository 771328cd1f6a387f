from typing import NamedTuple

import jax.numpy as jnp


class ConstantVelocity(NamedTuple):
    """x = (position, velocity); F advances by dt, H observes the position, R and Q are noise covariances."""

    F: jnp.ndarray
    H: jnp.ndarray
    Q: jnp.ndarray
    R: jnp.ndarray


def constant_velocity(dt=0.1, process_noise=0.05, measurement_noise=0.5):
    F = jnp.array([[1.0, dt], [0.0, 1.0]])
    H = jnp.array([[1.0, 0.0]])
    Q = process_noise * jnp.array([[dt**3 / 3, dt**2 / 2], [dt**2 / 2, dt]])
    R = jnp.array([[measurement_noise**2]])
    return ConstantVelocity(F, H, Q, R)
