import jax.numpy as jnp

from steinvi.heuristics import median_heuristic


class RBFKernel:
    def __init__(self, bandwidth=None):
        self.bandwidth = bandwidth

    def __call__(self, x):
        """Kernel matrix k(x_j, x_i) and the repulsive term sum_j grad_{x_j} k(x_j, x_i)."""
        diffs = x[:, None, :] - x[None, :, :]
        sq_dists = jnp.sum(diffs ** 2, axis=-1)
        h = self.bandwidth if self.bandwidth is not None else median_heuristic(sq_dists, x.shape[0])
        k = jnp.exp(-sq_dists / h)
        repulsion = 2.0 / h * jnp.sum(k[:, :, None] * diffs, axis=1)
        return k, repulsion
