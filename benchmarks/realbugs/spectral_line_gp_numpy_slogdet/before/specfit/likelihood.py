import math

import jax.numpy as jnp
import numpy as np


class EmissionLineLikelihood:
    """Gaussian emission line on a flat continuum, with correlated noise from a kernel."""

    def __init__(self, wavelengths, flux, kernel):
        self.wavelengths = wavelengths
        self.flux = flux
        self.kernel = kernel

    def line_profile(self, params):
        offset = (self.wavelengths - params["center"]) / jnp.exp(params["log_width"])
        return params["continuum"] + params["amplitude"] * jnp.exp(-0.5 * offset**2)

    def log_likelihood(self, params):
        cov = self.kernel.covariance(params["log_amp"], params["log_scale"])
        residual = self.flux - self.line_profile(params)
        _, logdet = np.linalg.slogdet(cov)  # expect: JXL401
        weighted = np.linalg.solve(cov, residual)  # expect: JXL401
        return -0.5 * (residual @ weighted + logdet + residual.shape[0] * math.log(2.0 * math.pi))
