import jax.numpy as jnp


def sir_rhs(state, beta, gamma):
    s, i, r = state
    new_infections = beta * s * i
    recoveries = gamma * i
    return jnp.array([-new_infections, new_infections - recoveries, recoveries])
