"""Torque-limited pendulum dynamics and the swing-up cost."""

import jax.numpy as jnp


def pendulum_step(state, torque, dt):
    theta, omega = state
    torque = jnp.clip(torque[0], -2.0, 2.0)
    omega = omega + dt * (-9.81 * jnp.sin(theta) + torque)
    return jnp.stack([theta + dt * omega, omega])


def swing_up_cost(state, torque):
    theta, omega = state
    return (1.0 + jnp.cos(theta)) ** 2 + 0.1 * omega**2 + 0.01 * torque[0] ** 2
