import jax.numpy as jnp
from jax.scipy.sparse.linalg import cg


def linear_solve(problem, rhs, tol=1e-10):
    """Solve and return the residual norm too: the caller checks convergence on concrete values."""
    x, _ = cg(problem.apply, rhs, tol=tol, maxiter=200)
    err = jnp.linalg.norm(problem.apply(x) - rhs)
    return x, err
