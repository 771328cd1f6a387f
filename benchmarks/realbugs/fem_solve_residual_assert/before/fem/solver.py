import jax.numpy as jnp
from jax.scipy.sparse.linalg import cg


def linear_solve(problem, rhs, tol=1e-10):
    x, _ = cg(problem.apply, rhs, tol=tol, maxiter=200)
    err = jnp.linalg.norm(problem.apply(x) - rhs)
    assert err < 0.1, f"linear solver failed to converge with err = {err}"  # expect: JXL102
    return x
