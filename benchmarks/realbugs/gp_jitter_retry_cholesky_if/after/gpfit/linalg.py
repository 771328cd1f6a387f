import jax.numpy as jnp


def stable_cholesky(matrix, jitter=1e-6):
    """Cholesky factor of a covariance matrix with a fixed jitter on the diagonal, so that it never fails."""
    return jnp.linalg.cholesky(matrix + jitter * jnp.eye(matrix.shape[0]))
