import jax.numpy as jnp


def project(params, points):
    focal, cx, cy, k1 = params
    x = points[:, 0] / points[:, 2]
    y = points[:, 1] / points[:, 2]
    radial = 1.0 + k1 * (x ** 2 + y ** 2)
    return jnp.stack([focal * radial * x + cx, focal * radial * y + cy], axis=1)
