from typing import NamedTuple

import jax.numpy as jnp


class PhysicsParams(NamedTuple):
    gravity: float = 9.81
    cart_mass: float = 1.0
    pole_mass: float = 0.1
    half_length: float = 0.5
    dt: float = 0.02
    substeps: int = 4


def accelerations(state, force, params):
    """Cart and pole accelerations of the cart-pole, pole angle 0 = upright."""
    x_dot, cos_theta, sin_theta, theta_dot = state[1], jnp.cos(state[2]), jnp.sin(state[2]), state[3]
    total_mass = params.cart_mass + params.pole_mass
    temp = (force + params.pole_mass * params.half_length * theta_dot ** 2 * sin_theta) / total_mass
    theta_acc = (params.gravity * sin_theta - cos_theta * temp) / (
        params.half_length * (4.0 / 3.0 - params.pole_mass * cos_theta ** 2 / total_mass))
    x_acc = temp - params.pole_mass * params.half_length * theta_acc * cos_theta / total_mass
    return jnp.stack([x_dot, x_acc, theta_dot, theta_acc])
