from typing import NamedTuple

import jax
import jax.numpy as jnp


class NewtonParams(NamedTuple):
    max_iter: int = 20
    damping: float = 1.0


def newton_raphson(residual, x0, params):
    """Root of `residual` near x0; a fixed number of (damped) Newton steps."""
    def newton_step(_, x):
        jac = jax.jacfwd(residual)(x)
        return x - params.damping * jnp.linalg.solve(jac, residual(x))

    return jax.lax.fori_loop(0, params.max_iter, newton_step, x0)
