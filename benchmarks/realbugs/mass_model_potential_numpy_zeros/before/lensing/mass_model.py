"""An arbitrary list of lens mass profiles, summed."""

import numpy as np

from lensing.profiles import PROFILES


class MassModel:
    def __init__(self, profile_names):
        self.profiles = [PROFILES[name]() for name in profile_names]

    def potential(self, x, y, kwargs_list):
        potential = np.zeros_like(x)  # expect: JXL401
        for profile, kwargs in zip(self.profiles, kwargs_list):
            potential = potential + profile.potential(x, y, **kwargs)
        return potential

    def deflection(self, x, y, kwargs_list):
        alpha_x, alpha_y = 0.0, 0.0
        for profile, kwargs in zip(self.profiles, kwargs_list):
            ax, ay = profile.deflection(x, y, **kwargs)
            alpha_x, alpha_y = alpha_x + ax, alpha_y + ay
        return alpha_x, alpha_y

    def fermat_potential(self, x_image, y_image, kwargs_list):
        alpha_x, alpha_y = self.deflection(x_image, y_image, kwargs_list)
        geometry = 0.5 * (alpha_x**2 + alpha_y**2)
        return geometry - self.potential(x_image, y_image, kwargs_list)
