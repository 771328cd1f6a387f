import jax.numpy as jnp


def act(weights, state):
    return jnp.tanh(weights @ state)
