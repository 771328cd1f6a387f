"""Simulate an imaging dataset (image and noise map) from a model image."""

from dataclasses import dataclass

import jax.numpy as jnp
import numpy as np

from autoarr.dataset import preprocess


@dataclass
class SimulatedImaging:
    data: object
    noise_map: object


class SimulatorImaging:
    def __init__(self, exposure_time, psf, background_sky_level=0.0, use_jax=False):
        self.exposure_time = exposure_time
        self.psf = psf
        self.background_sky_level = background_sky_level
        self._xp = jnp if use_jax else np

    def via_image_from(self, image):
        xp = self._xp
        blurred = preprocess.blurred(image, self.psf, xp=xp)
        with_sky = preprocess.background_added(blurred, self.background_sky_level, xp=xp)
        noise_map = preprocess.noise_map_via_data_eps_and_exposure_time_map_from(with_sky, self.exposure_time)
        return SimulatedImaging(data=with_sky - self.background_sky_level, noise_map=noise_map)
