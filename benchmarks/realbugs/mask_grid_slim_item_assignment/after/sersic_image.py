"""Evaluate a Sersic light profile on the unmasked pixels of a circular mask."""
import jax.numpy as jnp
import numpy as np

from skygrid import Grid2D


def circular_mask(shape, pixel_scale, radius):
    y, x = np.indices(shape)
    cy, cx = (shape[0] - 1) / 2.0, (shape[1] - 1) / 2.0
    return np.hypot((y - cy) * pixel_scale, (x - cx) * pixel_scale) > radius


def sersic(radii, intensity=1.0, effective_radius=0.6, index=2.0):
    b = 2.0 * index - 1.0 / 3.0
    return intensity * jnp.exp(-b * ((radii / effective_radius) ** (1.0 / index) - 1.0))


if __name__ == "__main__":
    grid = Grid2D.from_mask(circular_mask((9, 9), 0.2, 0.7), (0.2, 0.2))
    print(grid.values.shape, float(jnp.sum(sersic(grid.radii))))
