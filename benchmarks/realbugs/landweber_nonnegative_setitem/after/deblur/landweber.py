import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("n_iter",))
def projected_landweber(a, g, step, n_iter):
    """x <- P+(x + step * A^T (g - A x)), P+ the projection on non-negative signals."""
    def iteration(_, x):
        x = x + step * a.T @ (g - a @ x)
        x = jnp.maximum(x, 0.0)
        return x

    return jax.lax.fori_loop(0, n_iter, iteration, jnp.zeros(a.shape[1]))


def relative_error(x, x_true):
    return jnp.linalg.norm(x - x_true) / jnp.linalg.norm(x_true)
