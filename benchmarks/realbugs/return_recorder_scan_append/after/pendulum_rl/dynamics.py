import jax.numpy as jnp

DT = 0.05


def pendulum_step(obs, torque):
    angle, velocity = obs
    velocity = velocity + DT * (-9.81 * jnp.sin(angle) + jnp.clip(torque, -2.0, 2.0))
    angle = angle + DT * velocity
    reward = -(angle ** 2 + 0.1 * velocity ** 2 + 0.001 * torque ** 2)
    return jnp.stack([angle, velocity]), reward
