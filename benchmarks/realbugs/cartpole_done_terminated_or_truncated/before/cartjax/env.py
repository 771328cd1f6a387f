from typing import NamedTuple

import jax
import jax.numpy as jnp


class EnvState(NamedTuple):
    x: jax.Array
    x_dot: jax.Array
    theta: jax.Array
    theta_dot: jax.Array
    t: jax.Array


class CartPole:
    """Classic cart-pole balancing with a step limit (the episode is truncated at max_steps)."""

    def __init__(self, max_steps=200, x_limit=2.4, theta_limit=0.21, dt=0.02):
        self.max_steps = max_steps
        self.x_limit = x_limit
        self.theta_limit = theta_limit
        self.dt = dt

    def reset(self, key):
        x, x_dot, theta, theta_dot = jax.random.uniform(key, (4,), minval=-0.05, maxval=0.05)
        return EnvState(x, x_dot, theta, theta_dot, jnp.zeros((), jnp.int32))

    def observe(self, state):
        return jnp.stack([state.x, state.x_dot, state.theta, state.theta_dot])

    def _integrate(self, state, action):
        force = jnp.where(action == 1, 10.0, -10.0)
        cos, sin = jnp.cos(state.theta), jnp.sin(state.theta)
        temp = (force + 0.05 * state.theta_dot ** 2 * sin) / 1.1
        theta_acc = (9.8 * sin - cos * temp) / (0.5 * (4.0 / 3.0 - 0.1 * cos ** 2 / 1.1))
        x_acc = temp - 0.05 * theta_acc * cos / 1.1
        return EnvState(
            x=state.x + self.dt * state.x_dot,
            x_dot=state.x_dot + self.dt * x_acc,
            theta=state.theta + self.dt * state.theta_dot,
            theta_dot=state.theta_dot + self.dt * theta_acc,
            t=state.t + 1,
        )

    def step(self, state, action):
        next_state = self._integrate(state, action)
        terminated = (jnp.abs(next_state.x) > self.x_limit) | (jnp.abs(next_state.theta) > self.theta_limit)
        truncated = next_state.t >= self.max_steps
        done = terminated or truncated  # expect: JXL103
        reward = jnp.where(terminated, 0.0, 1.0)
        return next_state, self.observe(next_state), reward, done
