"""Scalar root finding."""

import jax
from jax import lax


def newton_solver(f, x0, num_iterations):
    df = jax.grad(f)

    def body(_, x):
        return x - f(x) / df(x)

    return lax.fori_loop(0, num_iterations, body, x0)
