import jax
import jax.numpy as jnp


class PendulumTask:
    """Fitness of a linear feedback policy u = tanh(w . [cos, sin, omega]) on the pendulum, lower is better."""

    def __init__(self, num_steps=100, dt=0.05, max_torque=2.0):
        self.num_steps = num_steps
        self.dt = dt
        self.max_torque = max_torque

    def cost(self, weights):
        def body(state, _):
            theta, omega = state
            features = jnp.stack([jnp.cos(theta), jnp.sin(theta), omega])
            torque = self.max_torque * jnp.tanh(features @ weights)
            omega = omega + self.dt * (-10.0 * jnp.sin(theta + jnp.pi) + 3.0 * torque)
            theta = theta + self.dt * omega
            angle = ((theta + jnp.pi) % (2 * jnp.pi)) - jnp.pi
            return (theta, omega), angle ** 2 + 0.1 * omega ** 2 + 0.001 * torque ** 2

        _, costs = jax.lax.scan(body, (jnp.asarray(jnp.pi), jnp.asarray(0.0)), None, length=self.num_steps)
        return costs.sum()
