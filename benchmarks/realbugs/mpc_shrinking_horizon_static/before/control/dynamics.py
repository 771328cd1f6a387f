import jax.numpy as jnp


def double_integrator(state, force, dt):
    position, velocity = state[0], state[1]
    return jnp.stack([position + dt * velocity, velocity + dt * force])
