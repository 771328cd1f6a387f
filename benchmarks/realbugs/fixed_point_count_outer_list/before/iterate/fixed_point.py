"""Fixed-point iteration x = f(x) with a convergence report."""
import jax
import jax.numpy as jnp


def fixed_point(f, x0, tol=1e-6, max_iter=200):
    evaluations = [0]

    def not_converged(state):
        x, previous, i = state
        return (jnp.abs(x - previous) > tol) & (i < max_iter)

    def refine(state):
        x, _, i = state
        evaluations[0] += 1  # expect: JXL202
        return f(x), x, i + 1

    x, _, _ = jax.lax.while_loop(not_converged, refine, (f(x0), jnp.asarray(x0), 0))
    return x, evaluations[0]
