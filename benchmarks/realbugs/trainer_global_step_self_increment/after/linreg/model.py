import jax.numpy as jnp


def predict(params, x):
    return x @ params["w"] + params["b"]


def mse(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)
