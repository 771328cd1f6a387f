"""Array utilities shared by the dataset simulators; `xp` is numpy or jax.numpy."""

import numpy as np


def background_added(image, background_sky_level, xp=np):
    return xp.asarray(image) + background_sky_level


def blurred(image, kernel, xp=np):
    padded = xp.pad(image, 1, mode="edge")
    rows, cols = image.shape
    out = xp.zeros_like(image)
    for dy in range(3):
        for dx in range(3):
            out = out + kernel[dy, dx] * padded[dy:dy + rows, dx:dx + cols]
    return out


def noise_map_via_data_eps_and_exposure_time_map_from(data_eps, exposure_time, xp=np):
    """Poisson noise map, in electrons per second, of an image in electrons per second."""
    return xp.sqrt(xp.abs(data_eps * exposure_time)) / exposure_time
