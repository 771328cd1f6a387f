import jax.numpy as jnp


class Pendulum:
    """Torque-driven pendulum, theta = 0 upright; state [theta, theta_dot]."""

    def __init__(self, mass=1.0, length=1.0, gravity=9.81, dt=0.01, max_torque=3.0):
        self.mass = mass
        self.length = length
        self.gravity = gravity
        self.dt = dt
        self.max_torque = max_torque

    def energy(self, state):
        theta, theta_dot = state
        kinetic = 0.5 * self.mass * self.length ** 2 * theta_dot ** 2
        return kinetic + self.mass * self.gravity * self.length * jnp.cos(theta)

    def step(self, state, torque):
        theta, theta_dot = state
        torque = jnp.clip(torque, -self.max_torque, self.max_torque)
        theta_acc = self.gravity / self.length * jnp.sin(theta) + torque / (self.mass * self.length ** 2)
        theta_dot = theta_dot + self.dt * theta_acc
        return jnp.stack([theta + self.dt * theta_dot, theta_dot])


def wrap_angle(theta):
    return (theta + jnp.pi) % (2 * jnp.pi) - jnp.pi
