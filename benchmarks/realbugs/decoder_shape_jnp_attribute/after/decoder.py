import jax
import jax.numpy as jnp
import numpy as np


class Decoder:
    def __init__(self, key, latent_dim=8, image_shape=(16, 16)):
        self.image_shape = np.array(image_shape)
        n_pixels = image_shape[0] * image_shape[1]
        self.w = jax.random.normal(key, (latent_dim, n_pixels)) / jnp.sqrt(latent_dim)

    def __call__(self, z):
        flat = jnp.tanh(z @ self.w)
        return flat.reshape(-1, self.image_shape[0], self.image_shape[1])
