"""Cart-pole (Barto, Sutton & Anderson 1983), theta = 0 upright, explicit Euler."""
import jax.numpy as jnp

GRAVITY = 9.8
MASS_CART = 1.0
MASS_POLE = 0.1
HALF_LENGTH = 0.5
DT = 0.02


def derivatives(state, force):
    x, x_dot, theta, theta_dot = state
    total_mass = MASS_CART + MASS_POLE
    sin, cos = jnp.sin(theta), jnp.cos(theta)
    temp = (force + MASS_POLE * HALF_LENGTH * theta_dot ** 2 * sin) / total_mass
    theta_acc = (GRAVITY * sin - cos * temp) / (
        HALF_LENGTH * (4.0 / 3.0 - MASS_POLE * cos ** 2 / total_mass))
    x_acc = temp - MASS_POLE * HALF_LENGTH * theta_acc * cos / total_mass
    return jnp.array([x_dot, x_acc, theta_dot, theta_acc])


def step(state, force):
    return state + DT * derivatives(state, force)
