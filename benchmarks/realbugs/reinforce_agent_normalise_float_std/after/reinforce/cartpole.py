import math

import numpy as np


class CartPole:
    """The classic cart-pole balancing task (Barto, Sutton and Anderson 1983), Euler-integrated in NumPy."""

    gravity, cart_mass, pole_mass, half_length, force_mag, dt = 9.8, 1.0, 0.1, 0.5, 10.0, 0.02

    def __init__(self, seed=0, max_steps=100):
        self.rng = np.random.default_rng(seed)
        self.max_steps = max_steps

    def reset(self):
        self.state = self.rng.uniform(-0.05, 0.05, size=4)
        self.t = 0
        return self.state.astype(np.float32)

    def step(self, action):
        x, x_dot, theta, theta_dot = self.state
        force = self.force_mag if action == 1 else -self.force_mag
        total_mass = self.cart_mass + self.pole_mass
        pole_ml = self.pole_mass * self.half_length
        cos, sin = math.cos(theta), math.sin(theta)
        temp = (force + pole_ml * theta_dot ** 2 * sin) / total_mass
        theta_acc = (self.gravity * sin - cos * temp) / (
            self.half_length * (4.0 / 3.0 - self.pole_mass * cos ** 2 / total_mass))
        x_acc = temp - pole_ml * theta_acc * cos / total_mass
        self.state = np.array([x + self.dt * x_dot, x_dot + self.dt * x_acc,
                               theta + self.dt * theta_dot, theta_dot + self.dt * theta_acc])
        self.t += 1
        done = abs(self.state[0]) > 2.4 or abs(self.state[2]) > 0.21 or self.t >= self.max_steps
        return self.state.astype(np.float32), 1.0, done
