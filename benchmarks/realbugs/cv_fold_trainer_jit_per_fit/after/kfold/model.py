import jax.numpy as jnp


def linear_model(params, x):
    return x @ params["w"] + params["b"]


def mse(model_fn, params, x, y):
    return jnp.mean((model_fn(params, x) - y) ** 2)
