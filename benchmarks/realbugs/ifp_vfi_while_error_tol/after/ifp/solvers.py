import jax
import jax.numpy as jnp

from .operators import bellman


@jax.jit
def value_function_iteration(model, v_init, tol=1e-4):
    def cond(state):
        _, error = state
        return error > tol

    def update(state):
        v, _ = state
        v_new = bellman(v, model)
        return v_new, jnp.max(jnp.abs(v_new - v))

    v, _ = jax.lax.while_loop(cond, update, (v_init, jnp.asarray(tol + 1.0, v_init.dtype)))
    return v
