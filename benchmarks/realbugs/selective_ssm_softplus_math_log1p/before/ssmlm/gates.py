import math

import jax.numpy as jnp


def softplus(z):
    """log(1 + e^z): keeps the discretisation step positive."""
    return math.log1p(math.exp(z))  # expect: JXL104


def discretize(a_diag, b_vec, dt):
    """Zero-order hold for a diagonal A: A_bar = exp(dt A), B_bar = A^-1 (A_bar - 1) B."""
    a_bar = jnp.exp(dt * a_diag)
    b_bar = (a_bar - 1.0) / a_diag * b_vec
    return a_bar, b_bar
