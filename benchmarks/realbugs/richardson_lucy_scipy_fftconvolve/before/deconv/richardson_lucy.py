import jax
import jax.numpy as jnp

from deconv.filtering import convolve_same
from deconv.psf import gaussian_psf


class RichardsonLucy:
    """Richardson-Lucy deconvolution for a Gaussian blur of known sigma, a fixed number of iterations."""

    def __init__(self, sigma, iterations=30, eps=1e-6):
        self.psf = gaussian_psf(sigma)
        self.psf_mirror = self.psf[::-1, ::-1]
        self.iterations = iterations
        self.eps = eps
        self._deconvolve = jax.jit(self.deconvolve)

    def update(self, _, estimate, observed):
        ratio = observed / (convolve_same(estimate, self.psf) + self.eps)
        return estimate * convolve_same(ratio, self.psf_mirror)

    def deconvolve(self, observed):
        start = jnp.full_like(observed, observed.mean())
        return jax.lax.fori_loop(0, self.iterations, lambda i, x: self.update(i, x, observed), start)

    def __call__(self, observed):
        return self._deconvolve(observed)
