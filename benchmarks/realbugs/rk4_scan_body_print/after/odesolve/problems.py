import jax.numpy as jnp


def damped_oscillator(state, t, damping=0.2, stiffness=4.0):
    position, velocity = state
    return jnp.stack([velocity, -stiffness * position - damping * velocity])
