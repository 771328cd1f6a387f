from typing import NamedTuple

import jax
import jax.numpy as jnp


class CartPoleParams(NamedTuple):
    gravity: float = 9.8
    masscart: float = 1.0
    masspole: float = 0.1
    length: float = 0.5
    force_mag: float = 10.0
    tau: float = 0.02
    theta_threshold: float = 12 * 2 * jnp.pi / 360
    x_threshold: float = 2.4


def initial_state(key):
    return jax.random.uniform(key, (4,), minval=-0.05, maxval=0.05)


def transition(state, action, params):
    """One Euler step of the classic cart-pole; returns the next state and whether the pole fell."""
    x, x_dot, theta, theta_dot = state
    force = params.force_mag * (2 * action - 1)
    total_mass = params.masscart + params.masspole
    temp = (force + params.masspole * params.length * theta_dot ** 2 * jnp.sin(theta)) / total_mass
    theta_acc = (params.gravity * jnp.sin(theta) - jnp.cos(theta) * temp) / (
        params.length * (4.0 / 3.0 - params.masspole * jnp.cos(theta) ** 2 / total_mass))
    x_acc = temp - params.masspole * params.length * theta_acc * jnp.cos(theta) / total_mass
    next_state = jnp.stack([x + params.tau * x_dot, x_dot + params.tau * x_acc,
                            theta + params.tau * theta_dot, theta_dot + params.tau * theta_acc])
    fell = (jnp.abs(next_state[0]) > params.x_threshold) | (jnp.abs(next_state[2]) > params.theta_threshold)
    return next_state, fell
