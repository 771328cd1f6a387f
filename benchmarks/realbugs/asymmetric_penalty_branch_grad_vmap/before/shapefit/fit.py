import jax
import jax.numpy as jnp

from shapefit.penalty import asymmetric_penalty


def total_penalty(offset, residuals):
    return jnp.sum(jax.vmap(lambda r: asymmetric_penalty(r - offset))(residuals))


penalty_gradient = jax.jit(jax.grad(total_penalty))


def fit_offset(residuals, steps=50, learning_rate=0.01):
    offset = jnp.asarray(0.0)
    for _ in range(steps):
        offset = offset - learning_rate * penalty_gradient(offset, residuals)
    return offset
