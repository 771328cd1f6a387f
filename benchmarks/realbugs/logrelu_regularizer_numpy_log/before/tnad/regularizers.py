import jax.numpy as jnp
import numpy as np


def reg_norm_quad(params):
    """Keep the squared norm of the parameters near one."""
    return (jnp.sum(params ** 2) - 1.0) ** 2


def reg_norm_logrelu(params):
    """Penalise only norms above one, on a log scale."""
    norm = jnp.sum(params ** 2)
    return np.maximum(0.0, np.log(norm))  # expect: JXL401
