"""Training pairs (blurred, clean) for a learned deconvolution network."""

import jax

from deblur.blur import blur, gaussian_psf
from deblur.shapes import random_discs


def _one_pair(key, size, noise_level, psf):
    shape_key, noise_key = jax.random.split(key)
    clean = random_discs(shape_key, size)
    return blur(clean, psf, noise_level, noise_key), clean


def generate_blur_data(nimg: int, size: int, noise_level: float, key):
    psf = gaussian_psf()
    keys = jax.random.split(key, nimg)
    return jax.vmap(lambda k: _one_pair(k, size, noise_level, psf))(keys)
