import jax.numpy as jnp


def log_add_exp(a, b):
    """log(exp(a) + exp(b)) without overflow."""
    return jnp.logaddexp(a, b)
