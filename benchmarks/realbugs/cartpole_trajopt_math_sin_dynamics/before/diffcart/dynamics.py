import math

import jax.numpy as jnp


class CartPole:
    """Cart-pole equations of motion; state [x, x_dot, theta, theta_dot], theta = 0 upright."""

    def __init__(self, cart_mass=1.0, pole_mass=0.1, pole_length=0.5, gravity=9.81):
        self.cart_mass = cart_mass
        self.pole_mass = pole_mass
        self.pole_length = pole_length
        self.gravity = gravity

    def derivatives(self, state, force):
        theta, theta_dot = state[2], state[3]
        sin_t, cos_t = math.sin(theta), math.cos(theta)  # expect: JXL104
        total = self.cart_mass + self.pole_mass
        temp = (force + self.pole_mass * self.pole_length * theta_dot ** 2 * sin_t) / total
        theta_acc = (self.gravity * sin_t - cos_t * temp) / (
            self.pole_length * (4.0 / 3.0 - self.pole_mass * cos_t ** 2 / total))
        x_acc = temp - self.pole_mass * self.pole_length * theta_acc * cos_t / total
        return jnp.stack([state[1], x_acc, theta_dot, theta_acc])
