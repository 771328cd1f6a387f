"""Damped Newton iterations for small square nonlinear systems."""

import jax
import jax.numpy as jnp


def newton_solve(residual, x0, maxiter):
    jacobian = jax.jacfwd(residual)

    def step(_, x):
        return x - 0.8 * jnp.linalg.solve(jacobian(x), residual(x))

    return jax.lax.fori_loop(0, maxiter, step, x0)
