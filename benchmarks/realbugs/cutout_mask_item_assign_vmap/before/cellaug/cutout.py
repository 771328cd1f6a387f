import jax
import jax.numpy as jnp


def cutout(key, image, length):
    """Randomly mask out one square patch of the cell image (DeVries and Taylor, 2017)."""
    h, w = image.shape[0], image.shape[1]
    y_key, x_key = jax.random.split(key)
    cy = jax.random.randint(y_key, (), 0, h)
    cx = jax.random.randint(x_key, (), 0, w)
    y1, y2 = jnp.clip(cy - length // 2, 0, h), jnp.clip(cy + length // 2, 0, h)
    x1, x2 = jnp.clip(cx - length // 2, 0, w), jnp.clip(cx + length // 2, 0, w)
    mask = jnp.ones((h, w), image.dtype)
    mask[y1:y2, x1:x2] = 0.0  # expect: JXL301, JXL106
    return image * mask[:, :, None]
