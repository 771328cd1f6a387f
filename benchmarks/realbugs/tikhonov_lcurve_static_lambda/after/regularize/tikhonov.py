import jax
import jax.numpy as jnp


@jax.jit
def tikhonov_solve(a, b, lam):
    """x_lam = argmin ||A x - b||^2 + lam ||x||^2 = (A^T A + lam I)^-1 A^T b."""
    n = a.shape[1]
    x = jnp.linalg.solve(a.T @ a + lam * jnp.eye(n), a.T @ b)
    return x, jnp.linalg.norm(a @ x - b), jnp.linalg.norm(x)
