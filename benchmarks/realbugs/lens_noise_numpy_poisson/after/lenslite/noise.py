from jax import random

from . import image_util


class Noise:
    def __init__(self, nx, ny, background_rms, exposure_time):
        self.shape = (nx, ny)
        self.background_rms = background_rms
        self._exp_map = exposure_time

    def realisation(self, model, key, add_poisson=True, add_gaussian=True):
        key_poisson, key_background = random.split(key)
        noise = 0.0
        if add_poisson:
            noise = noise + image_util.add_poisson(model, self._exp_map, key_poisson)
        if add_gaussian:
            noise = noise + image_util.add_background(model, self.background_rms, key_background)
        return noise
