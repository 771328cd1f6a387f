import jax
import jax.numpy as jnp


def _cartesian_to_spherical(points):
    x, y, z = points[..., 0], points[..., 1], points[..., 2]
    r = jnp.sqrt(x ** 2 + y ** 2 + z ** 2)
    theta = jnp.arccos(jnp.clip(z / jnp.where(r == 0, 1.0, r), -1.0, 1.0))
    phi = jnp.arctan2(y, x)
    return jnp.stack([r, theta, phi], axis=-1)


@jax.jit
def _scaled_cartesian_to_spherical(points, scale):
    return _cartesian_to_spherical(points) * scale


class CartesianToSpherical:
    """Point map from Cartesian (x, y, z) to (r, theta, phi), with r in the given length unit."""

    def __init__(self, length_scale=1.0):
        self.length_scale = length_scale

    def pt_map(self, points):
        scale = jnp.array([1.0 / self.length_scale, 1.0, 1.0])
        return _scaled_cartesian_to_spherical(points, scale)
