import jax.numpy as jnp


def backtrack(fun, x, f, g, p, a_init=1.0, rho=0.5, c=1e-4, max_iter=50):
    """Backtracking line search (Nocedal and Wright, procedure 3.1): shrink the step until sufficient decrease."""
    a = a_init
    slope = jnp.dot(g, p)
    iterations = 0
    while fun(x + a * p) > f + c * a * slope:  # expect: JXL101
        a = rho * a
        iterations += 1
        if iterations >= max_iter:
            break
    return a
