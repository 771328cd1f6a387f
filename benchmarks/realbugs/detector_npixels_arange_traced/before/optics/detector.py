"""Detector layers applied to a PSF image (in the manner of dLux's detector layers)."""

import equinox as eqx
import jax
import jax.numpy as np

from optics.coords import nd_coords


class ApplyJitter(eqx.Module):
    npixels: jax.Array
    pixel_scale: jax.Array
    sigma: jax.Array

    def __init__(self, npixels, pixel_scale, sigma):
        self.npixels = np.asarray(npixels, int)
        self.pixel_scale = np.asarray(pixel_scale, float)
        self.sigma = np.asarray(sigma, float)

    def kernel(self):
        x, y = nd_coords(self.npixels, self.pixel_scale)
        k = np.exp(-(x**2 + y**2) / (2 * self.sigma**2))
        return k / k.sum()

    def __call__(self, psf):
        return jax.scipy.signal.convolve(psf, self.kernel(), mode="same")
