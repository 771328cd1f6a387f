import jax.numpy as jnp
import numpy as np


def relative_step(value, iteration, scale=0.05, decay=50.0):
    """Step size proportional to the parameter's magnitude, shrinking as the fit goes on."""
    return scale * np.exp(-iteration / decay) * jnp.mean(jnp.abs(value))  # expect: JXL401
