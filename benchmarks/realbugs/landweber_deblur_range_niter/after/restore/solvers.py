import jax
import jax.numpy as jnp


def landweber(A, x, rhs, niter, omega=None):
    """x_{k+1} = x_k - omega A^T (A x_k - rhs); stopping early regularises (semi-convergence)."""
    if omega is None:
        omega = 1.0 / jnp.linalg.norm(A, 2) ** 2
    return jax.lax.fori_loop(0, niter, lambda _, x: x - omega * A.T @ (A @ x - rhs), x)
