import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def tikhonov_solution(A, b, lam):
    """argmin ||A x - b||^2 + lam^2 ||x||^2, from the normal equations (A^T A + lam^2 I) x = A^T b."""
    normal = A.T @ A + lam**2 * jnp.eye(A.shape[1])
    x = np.linalg.solve(normal, A.T @ b)  # expect: JXL401
    residual = np.linalg.norm(A @ x - b)  # expect: JXL401
    return x, residual
