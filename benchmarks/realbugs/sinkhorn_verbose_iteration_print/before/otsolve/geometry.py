import jax.numpy as jnp


def squared_euclidean(x, y):
    return jnp.sum((x[:, None, :] - y[None, :, :]) ** 2, axis=-1)
