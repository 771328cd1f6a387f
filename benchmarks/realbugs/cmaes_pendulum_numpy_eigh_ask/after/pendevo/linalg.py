import jax.numpy as jnp


def covariance_sqrt(cov):
    """B D with C = B D^2 B^T: maps standard normal draws to N(0, C)."""
    eigvals, eigvecs = jnp.linalg.eigh(cov)
    return eigvecs * jnp.sqrt(jnp.maximum(eigvals, 1e-12))[None, :]
