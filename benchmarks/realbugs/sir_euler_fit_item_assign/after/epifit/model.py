import jax.numpy as jnp


def sir_rhs(y, t, beta, gamma):
    """Right-hand side of the SIR model in population fractions."""
    s, i, r = y
    ds = -beta * s * i
    di = beta * s * i - gamma * i
    dr = gamma * i
    return jnp.array([ds, di, dr])
