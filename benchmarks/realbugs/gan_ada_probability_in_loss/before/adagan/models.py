import jax.numpy as jnp


def generate(params, noise):
    return jnp.tanh(noise @ params["w"] + params["b"])


def discriminate(params, images):
    return (images @ params["w"] + params["b"])[:, 0]
