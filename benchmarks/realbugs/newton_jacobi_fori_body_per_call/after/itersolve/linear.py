"""Jacobi iteration for diagonally dominant linear systems."""

import jax
import jax.numpy as jnp


def _jacobi_step(_, state):
    off, diag, b, x = state
    return off, diag, b, (b - off @ x) / diag


def jacobi_solve(a, b, iterations=25):
    # The loop body is one module-level function and the system travels in the carry, so every call reuses
    # the same compiled loop instead of compiling a new one for a new closure.
    diag = jnp.diag(a)
    off = a - jnp.diag(diag)
    return jax.lax.fori_loop(0, iterations, _jacobi_step, (off, diag, b, jnp.zeros_like(b)))[3]
