"""Likelihood of a normalised emission-line profile given data."""

import jax.numpy as jnp

from autofitlite.arrays import Array1D


class Gaussian:
    def __init__(self, centre, sigma):
        self.centre = centre
        self.sigma = sigma

    def profile_from(self, xvalues):
        return Array1D(jnp.exp(-0.5 * ((xvalues - self.centre) / self.sigma) ** 2), pixel_scale=1.0)


class Analysis:
    def __init__(self, xvalues, data, noise_map):
        self.xvalues = xvalues
        self.data = data
        self.noise_map = noise_map

    def log_likelihood_function(self, instance: Gaussian):
        profile = instance.profile_from(self.xvalues)
        model_data = profile * (1.0 / profile.total)
        chi = (self.data - model_data.array) / self.noise_map
        return -0.5 * jnp.sum(chi ** 2)
