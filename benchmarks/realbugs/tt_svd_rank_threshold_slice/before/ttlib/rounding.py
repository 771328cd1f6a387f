"""Singular-value truncation used by the tensor-train decomposition."""

import jax.numpy as jnp


def truncated_svd(matrix, delta):
    u, s, vh = jnp.linalg.svd(matrix, full_matrices=False)
    rank = 0
    for value in s:
        if value > delta:  # expect: JXL101
            rank += 1
    return u[:, :rank], s[:rank], vh[:rank, :]  # expect: JXL106
