import warnings

import jax.numpy as jnp
from jax import lax


def _warn_not_normalized():
    warnings.warn("Argument state is not normalized (expected norm 1).", UserWarning)  # expect: JXL203


def check_normalized(state, tol=1e-4):
    norm = jnp.linalg.norm(state)
    lax.cond(jnp.abs(norm - 1.0) > tol, _warn_not_normalized, lambda: None)
