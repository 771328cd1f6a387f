import jax.numpy as jnp
from jax.scipy.signal import convolve2d

from xsmooth.kernels import gaussian_kernel


class PointSourceModel:
    """Counts image of one point source blurred by a Gaussian PSF over a flat background."""

    def __init__(self, shape=(32, 32)):
        self.shape = shape
        self.yy, self.xx = jnp.mgrid[0:shape[0], 0:shape[1]]

    def expected_counts(self, params):
        sky = jnp.zeros(self.shape).at[16, 16].set(jnp.exp(params["log_flux"]))
        blurred = convolve2d(sky, gaussian_kernel(jnp.exp(params["log_sigma"])), mode="same")
        return blurred + jnp.exp(params["log_background"])

    def poisson_nll(self, params, counts):
        mu = self.expected_counts(params)
        return jnp.sum(mu - counts * jnp.log(mu))
