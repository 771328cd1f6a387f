import jax
import jax.numpy as jnp


@jax.jit
def tikhonov_solution(A, b, lam):
    """argmin ||A x - b||^2 + lam^2 ||x||^2, from the normal equations (A^T A + lam^2 I) x = A^T b."""
    normal = A.T @ A + lam**2 * jnp.eye(A.shape[1])
    x = jnp.linalg.solve(normal, A.T @ b)
    residual = jnp.linalg.norm(A @ x - b)
    return x, residual
