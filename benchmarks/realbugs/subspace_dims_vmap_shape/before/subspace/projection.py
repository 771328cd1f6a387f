"""Random linear subspaces of the full parameter space (intrinsic-dimension experiments)."""

import jax
import jax.numpy as jnp
from jax.flatten_util import ravel_pytree


def make_projection(key, subspace_dim, full_dim):
    matrix = jax.random.normal(key, shape=(full_dim, subspace_dim))  # expect: JXL106
    return matrix / jnp.linalg.norm(matrix, axis=0, keepdims=True)


class Subspace:
    def __init__(self, anchor_params, projection):
        self.anchor, self.unravel = ravel_pytree(anchor_params)
        self.projection = projection

    def params(self, coords):
        return self.unravel(self.anchor + self.projection @ coords)
