import jax
import jax.numpy as jnp

from .operators import bellman


@jax.jit
def value_function_iteration(model, v_init, tol=1e-4):
    v = v_init
    error = tol + 1.0
    while error > tol:  # expect: JXL101
        v_new = bellman(v, model)
        error = jnp.max(jnp.abs(v_new - v))
        v = v_new
    return v
