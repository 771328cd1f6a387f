import jax
import jax.numpy as jnp

from modes import MODES


@jax.jit
def axisymmetric_coefficients(coeffs):
    idx = jnp.nonzero(MODES[:, 1] == 0)[0]  # expect: JXL106
    return coeffs[idx]
