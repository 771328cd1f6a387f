import jax
import jax.numpy as jnp


def backtrack(fun, x, f, g, p, a_init=1.0, rho=0.5, c=1e-4, max_iter=50):
    """Backtracking line search (Nocedal and Wright, procedure 3.1): shrink the step until sufficient decrease."""
    slope = jnp.dot(g, p)

    def insufficient(state):
        a, iterations = state
        return (fun(x + a * p) > f + c * a * slope) & (iterations < max_iter)

    def shrink(state):
        a, iterations = state
        return rho * a, iterations + 1

    a, _ = jax.lax.while_loop(insufficient, shrink, (jnp.asarray(a_init, dtype=x.dtype), 0))
    return a
