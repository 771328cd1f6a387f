"""A simulated lensed source on a pixel grid."""
import jax.numpy as jnp

from .noise import add_background, add_poisson


class LensImage:
    def __init__(self, npix=16, exposure=100.0, sigma_bkg=0.05):
        coords = jnp.linspace(-1.0, 1.0, npix)
        self.x, self.y = jnp.meshgrid(coords, coords)
        self.exposure = exposure
        self.sigma_bkg = sigma_bkg

    def model(self, params):
        amp, cx, cy, width = params
        return amp * jnp.exp(-((self.x - cx) ** 2 + (self.y - cy) ** 2) / (2 * width ** 2))

    def simulation(self, params):
        image = self.model(params)
        return image + add_poisson(image, self.exposure) + add_background(image, self.sigma_bkg)
