import jax
import jax.numpy as jnp
import numpy as np

from specden.lanczos import lanczos_tridiag


def smooth_density(grid, nodes, weights, sigma):
    kernel = np.exp(-0.5 * ((grid[:, None, None] - nodes[None]) / sigma) ** 2)  # expect: JXL401
    return (kernel * weights[None]).sum(axis=(1, 2)) / (nodes.shape[0] * sigma * jnp.sqrt(2 * jnp.pi))


class SpectralDensityEstimator:
    def __init__(self, hvp, dim, order=20, n_probes=8, sigma=0.05):
        self.hvp = hvp
        self.dim = dim
        self.order = order
        self.n_probes = n_probes
        self.sigma = sigma
        self._estimate = jax.jit(self._estimate_impl)

    def _estimate_impl(self, key, grid):
        probes = jax.random.normal(key, (self.n_probes, self.dim))
        tridiags = jax.vmap(lambda v: lanczos_tridiag(self.hvp, v, self.order))(probes)
        evals, evecs = np.linalg.eigh(tridiags)  # expect: JXL401
        weights = evecs[:, 0, :] ** 2
        return smooth_density(grid, evals, weights, self.sigma), evals

    def estimate(self, key, grid):
        return self._estimate(key, jnp.asarray(grid))
