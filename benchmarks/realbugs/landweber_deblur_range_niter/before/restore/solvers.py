import jax.numpy as jnp


def landweber(A, x, rhs, niter, omega=None):
    """x_{k+1} = x_k - omega A^T (A x_k - rhs); stopping early regularises (semi-convergence)."""
    if omega is None:
        omega = 1.0 / jnp.linalg.norm(A, 2) ** 2
    for _ in range(niter):  # expect: JXL105
        x = x - omega * A.T @ (A @ x - rhs)
    return x
