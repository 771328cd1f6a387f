import jax
import jax.numpy as jnp

MAX_NR_ITERATIONS = 50


def nr_solve(residual_fn, v0, tolerance):
    """Newton-Raphson on the node voltages with an automatic Jacobian."""

    def cond_fn(state):
        _, iteration, error = state
        return (error > tolerance) & (iteration < MAX_NR_ITERATIONS)

    def body_fn(state):
        v, iteration, _ = state
        jacobian = jax.jacfwd(residual_fn)(v)
        dv = jnp.linalg.solve(jacobian, -residual_fn(v))
        return v + dv, iteration + 1, jnp.max(jnp.abs(dv))

    v, _, _ = jax.lax.while_loop(cond_fn, body_fn, (v0, 0, jnp.inf))
    return v
