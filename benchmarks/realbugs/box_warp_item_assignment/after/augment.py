import jax
import jax.numpy as jnp

from boxes import warp_boxes


class RandomPerspective:
    def __init__(self, degrees=10.0, scale=0.1):
        self.degrees = degrees
        self.scale = scale

    def _matrix(self, key):
        angle_key, scale_key = jax.random.split(key)
        angle = jnp.deg2rad(jax.random.uniform(angle_key, minval=-self.degrees, maxval=self.degrees))
        s = 1.0 + jax.random.uniform(scale_key, minval=-self.scale, maxval=self.scale)
        return jnp.array([[s * jnp.cos(angle), -s * jnp.sin(angle), 0.0],
                          [s * jnp.sin(angle), s * jnp.cos(angle), 0.0],
                          [0.0, 0.0, 1.0]])

    def __call__(self, key, image, boxes):
        height, width = image.shape[:2]
        return image, warp_boxes(boxes, self._matrix(key), width, height)


augment = jax.jit(RandomPerspective().__call__)
