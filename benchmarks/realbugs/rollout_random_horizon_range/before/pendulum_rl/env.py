import jax.numpy as jnp

DT = 0.05


def step(state, torque):
    angle, velocity = state
    velocity = velocity + DT * (-9.8 * jnp.sin(angle) + torque)
    angle = angle + DT * velocity
    return jnp.stack([angle, velocity])


def reward(state, torque):
    angle, velocity = state
    return -(angle ** 2 + 0.1 * velocity ** 2 + 0.001 * torque ** 2)
