from typing import NamedTuple

import jax
import jax.numpy as jnp


class NewtonParams(NamedTuple):
    max_iter: int = 20
    damping: float = 1.0


def newton_raphson(residual, x0, params):
    """Root of `residual` near x0; a fixed number of (damped) Newton steps."""
    x = x0
    for _ in range(params.max_iter):  # expect: JXL105
        jac = jax.jacfwd(residual)(x)
        x = x - params.damping * jnp.linalg.solve(jac, residual(x))
    return x
