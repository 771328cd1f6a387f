from typing import NamedTuple

import jax.numpy as jnp


class CartPoleParams(NamedTuple):
    gravity: float = 9.8
    cart_mass: float = 1.0
    pole_mass: float = 0.1
    half_length: float = 0.5
    force: float = 10.0
    dt: float = 0.02
    angle_limit: float = 0.21
    position_limit: float = 2.4


def cartpole_step(params, state, action):
    """Euler step of the classic cart-pole; state = (x, x_dot, theta, theta_dot), action 0 pushes left, 1 right."""
    x, x_dot, theta, theta_dot = state
    force = jnp.where(action == 1, params.force, -params.force)
    total_mass = params.cart_mass + params.pole_mass
    polemass_length = params.pole_mass * params.half_length
    temp = (force + polemass_length * theta_dot ** 2 * jnp.sin(theta)) / total_mass
    theta_acc = (params.gravity * jnp.sin(theta) - jnp.cos(theta) * temp) / (
        params.half_length * (4.0 / 3.0 - params.pole_mass * jnp.cos(theta) ** 2 / total_mass))
    x_acc = temp - polemass_length * theta_acc * jnp.cos(theta) / total_mass
    new_state = jnp.stack([x + params.dt * x_dot, x_dot + params.dt * x_acc,
                           theta + params.dt * theta_dot, theta_dot + params.dt * theta_acc])
    fallen = (jnp.abs(new_state[2]) > params.angle_limit) | (jnp.abs(new_state[0]) > params.position_limit)
    return new_state, fallen
