import jax
import numpy as np

from modes import _MODES


@jax.jit
def axisymmetric_coefficients(coeffs):
    idx = np.nonzero(_MODES[:, 1] == 0)[0]
    return coeffs[idx]
