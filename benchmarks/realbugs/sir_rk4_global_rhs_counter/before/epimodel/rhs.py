import jax.numpy as jnp

# Cost accounting for the solver comparison table.
N_RHS_EVALUATIONS = 0


def sir_rhs(state, beta, gamma):
    global N_RHS_EVALUATIONS
    N_RHS_EVALUATIONS += 1  # expect: JXL202
    s, i, r = state
    infection = beta * s * i
    recovery = gamma * i
    return jnp.stack([-infection, infection - recovery, recovery])
