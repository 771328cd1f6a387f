"""(y, x) coordinates of the unmasked pixels of a 2D mask, in arc seconds, for the lens-model profiles."""
import jax.numpy as jnp
import numpy as np


def central_pixel(shape):
    return (shape[0] - 1) / 2.0, (shape[1] - 1) / 2.0


def grid_2d_slim_via_mask_from(mask_2d, pixel_scales, origin=(0.0, 0.0)):
    total = int(np.sum(~mask_2d))
    grid_slim = jnp.zeros((total, 2))
    centre = central_pixel(mask_2d.shape)
    centre = (centre[0] - origin[0] / pixel_scales[0], centre[1] + origin[1] / pixel_scales[1])
    index = 0
    for y in range(mask_2d.shape[0]):
        for x in range(mask_2d.shape[1]):
            if not mask_2d[y, x]:
                grid_slim = grid_slim.at[index, 0].set(-(y - centre[0]) * pixel_scales[0])
                grid_slim = grid_slim.at[index, 1].set((x - centre[1]) * pixel_scales[1])
                index += 1
    return grid_slim
