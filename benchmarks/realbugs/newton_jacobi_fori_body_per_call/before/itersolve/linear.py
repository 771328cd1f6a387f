"""Jacobi iteration for diagonally dominant linear systems."""

import jax
import jax.numpy as jnp


def jacobi_solve(a, b, iterations=25):
    diag = jnp.diag(a)
    off = a - jnp.diag(diag)

    def body(_, x):
        return (b - off @ x) / diag

    return jax.lax.fori_loop(0, iterations, body, jnp.zeros_like(b))  # expect: JXL504
