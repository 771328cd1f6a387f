import jax.numpy as jnp
from jax import random


def add_background(image, sigma_bkd, key):
    """Gaussian background noise of standard deviation sigma_bkd, one realisation per pixel."""
    return random.normal(key, shape=jnp.shape(image)) * sigma_bkd


def add_poisson(image, exp_time, key):
    """Gaussian approximation of the Poisson noise of an image in counts per second."""
    sigma = jnp.sqrt(jnp.abs(image) / exp_time)
    return random.normal(key, shape=jnp.shape(image)) * sigma
