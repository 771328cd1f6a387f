import numpy as np

from skygrid.grid_util import grid_2d_slim_via_mask_from


class Grid2D:
    def __init__(self, values, mask, pixel_scales):
        self.values = values
        self.mask = mask
        self.pixel_scales = pixel_scales

    @classmethod
    def from_mask(cls, mask, pixel_scales):
        mask = np.asarray(mask, dtype=bool)
        return cls(grid_2d_slim_via_mask_from(mask, pixel_scales), mask, pixel_scales)

    @property
    def radii(self):
        return (self.values[:, 0] ** 2 + self.values[:, 1] ** 2) ** 0.5
