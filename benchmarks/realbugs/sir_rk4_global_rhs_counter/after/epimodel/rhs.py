import jax.numpy as jnp


def sir_rhs(state, beta, gamma):
    s, i, r = state
    infection = beta * s * i
    recovery = gamma * i
    return jnp.stack([-infection, infection - recovery, recovery])
