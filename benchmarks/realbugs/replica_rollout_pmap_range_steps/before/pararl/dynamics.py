import jax.numpy as jnp


def pendulum_step(params, state, dt=0.05):
    angle, velocity = state[0], state[1]
    torque = jnp.tanh(params @ state)
    velocity = velocity + dt * (-9.81 * jnp.sin(angle) + torque)
    angle = angle + dt * velocity
    return jnp.stack([angle, velocity])


def rollout(params, state, horizon):
    total = 0.0
    for _ in range(horizon):  # expect: JXL105
        state = pendulum_step(params, state)
        total = total + jnp.cos(state[0])
    return total
