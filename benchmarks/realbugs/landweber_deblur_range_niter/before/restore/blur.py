import jax
import jax.numpy as jnp

from restore.solvers import landweber


def gaussian_blur_matrix(n, width):
    i = jnp.arange(n)
    K = jnp.exp(-0.5 * ((i[:, None] - i[None, :]) / width) ** 2)
    return K / K.sum(axis=1, keepdims=True)


class Deconvolution:
    """Undo a known Gaussian blur of a 1-D signal with Landweber's iteration."""

    def __init__(self, n, width=2.0):
        self.A = gaussian_blur_matrix(n, width)
        self._solve = jax.jit(self.solve)

    def solve(self, blurred, niter):
        return landweber(self.A, jnp.zeros_like(blurred), blurred, niter)

    def __call__(self, blurred, niter=200):
        return self._solve(blurred, niter)
