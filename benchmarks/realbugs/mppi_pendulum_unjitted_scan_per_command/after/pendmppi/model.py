import jax.numpy as jnp


def pendulum_dynamics(state, action, dt=0.05):
    """theta from upright (0 up, pi hanging), Euler step, torque clipped to [-2, 2]."""
    theta, theta_dot = state[0], state[1]
    torque = jnp.clip(action[0], -2.0, 2.0)
    theta_dot = theta_dot + dt * (torque + 10.0 * jnp.sin(theta))
    theta = theta + dt * theta_dot
    theta = ((theta + jnp.pi) % (2 * jnp.pi)) - jnp.pi
    return jnp.stack([theta, theta_dot])


def running_cost(state, action):
    return state[0] ** 2 + 0.1 * state[1] ** 2 + 0.01 * action[0] ** 2
