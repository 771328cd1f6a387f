import jax.numpy as jnp


def stable_cholesky(matrix, jitter=1e-6, max_tries=5):
    """Cholesky factor of a covariance matrix, retrying with growing jitter when the factorisation fails."""
    eye = jnp.eye(matrix.shape[0])
    factor = jnp.linalg.cholesky(matrix)
    for _ in range(max_tries):
        if jnp.all(jnp.isfinite(factor)):  # expect: JXL101
            break
        factor = jnp.linalg.cholesky(matrix + jitter * eye)
        jitter *= 10.0
    return factor
