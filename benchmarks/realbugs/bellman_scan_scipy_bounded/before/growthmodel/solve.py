"""Value function iteration to a fixed point of the Bellman operator."""

import jax
import jax.numpy as jnp

from growthmodel.bellman import T


def value_function_iteration(model, tol, max_iter):
    bellman = jax.jit(T)
    v = jnp.log(model.grid + 1.0)
    for iteration in range(max_iter):
        new_v = bellman(v, model)
        error = float(jnp.max(jnp.abs(new_v - v)))
        v = new_v
        if error < tol:
            break
    return v, iteration + 1, error
