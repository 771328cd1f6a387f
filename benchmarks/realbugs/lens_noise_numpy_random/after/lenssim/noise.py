"""Noise realisations added to simulated images."""
import jax


def add_poisson(key, image, exposure):
    counts = jax.random.poisson(key, image * exposure)
    return counts / exposure - image


def add_background(key, image, sigma):
    return jax.random.normal(key, image.shape) * sigma
