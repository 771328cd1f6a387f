"""Singular-value truncation used by the tensor-train decomposition."""

import jax.numpy as jnp


def truncated_svd(matrix, delta):
    u, s, vh = jnp.linalg.svd(matrix, full_matrices=False)
    # Under jit the rank cannot shape the factors: keep them full and zero what falls under delta.
    keep = s > delta
    return u * keep[None, :], jnp.where(keep, s, 0.0), vh * keep[:, None]
