import jax
import jax.numpy as jnp

from unetlite.unet import unet_apply


def denoising_loss(params, images, key, cfg):
    noise = jax.random.normal(key, images.shape)
    predicted = unet_apply(params, images + noise, cfg)
    return jnp.mean((predicted - noise) ** 2)
