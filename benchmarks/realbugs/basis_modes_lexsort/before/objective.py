import jax
import jax.numpy as jnp

from transform import Transform


@jax.jit
def compute_scaled_error(coeffs, basis):
    modes = Transform(basis).sorted_modes()
    weights = 1.0 / (1.0 + jnp.abs(modes[:, 1]) + jnp.abs(modes[:, 2]))
    return coeffs * weights
