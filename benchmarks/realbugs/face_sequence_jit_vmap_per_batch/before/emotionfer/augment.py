import jax
import jax.numpy as jnp


def augment_face(key, image, max_delta):
    """Random horizontal flip and brightness shift of one uint8 face crop, returned in [0, 1]."""
    k_flip, k_bright = jax.random.split(key)
    image = image.astype(jnp.float32) / 255.0
    image = jnp.where(jax.random.bernoulli(k_flip), image[:, ::-1], image)
    image = image + jax.random.uniform(k_bright, minval=-max_delta, maxval=max_delta)
    return jnp.clip(image, 0.0, 1.0)
