import jax.numpy as np


def pixel_coords(npixels, pixel_scale, offset=0.0):
    pix = np.arange(npixels) - (npixels - 1) / 2.0  # expect: JXL106
    return pix * pixel_scale - offset


def nd_coords(npixels, pixel_scale):
    xs = pixel_coords(npixels, pixel_scale)
    return np.stack(np.meshgrid(xs, xs))
