"""Newton's method for F(x) = 0, each step solving J dx = -F with the iterative linear solver."""

import jax
import jax.numpy as jnp

from itersolve.linear import jacobi_solve


def newton(residual, x0, steps=6):
    x = x0
    jacobian = jax.jacfwd(residual)
    for _ in range(steps):
        x = x + jacobi_solve(jacobian(x), -residual(x))
    return x, jnp.max(jnp.abs(residual(x)))
