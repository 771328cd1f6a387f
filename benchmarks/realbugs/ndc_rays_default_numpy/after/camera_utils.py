import numpy as np


def convert_to_ndc(origins, directions, focal, width, height, near=1.0, xnp=np):
    """Map rays to normalized device coordinates; xnp selects numpy or jax.numpy."""
    t = -(near + origins[..., 2]) / directions[..., 2]
    origins = origins + t[..., None] * directions
    ox, oy, oz = origins[..., 0], origins[..., 1], origins[..., 2]
    dx, dy, dz = directions[..., 0], directions[..., 1], directions[..., 2]
    ox_ndc = -focal / (width / 2.0) * ox / oz
    oy_ndc = -focal / (height / 2.0) * oy / oz
    oz_ndc = 1.0 + 2.0 * near / oz
    dx_ndc = -focal / (width / 2.0) * (dx / dz - ox / oz)
    dy_ndc = -focal / (height / 2.0) * (dy / dz - oy / oz)
    dz_ndc = -2.0 * near / oz
    origins_ndc = xnp.stack([ox_ndc, oy_ndc, oz_ndc], axis=-1)
    directions_ndc = xnp.stack([dx_ndc, dy_ndc, dz_ndc], axis=-1)
    return origins_ndc, directions_ndc
