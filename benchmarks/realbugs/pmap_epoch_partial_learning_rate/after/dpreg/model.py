import jax.numpy as jnp


def linear_model(params, x):
    w, b = params
    return x @ w + b


def loss_fn(params, x, y):
    return jnp.mean((linear_model(params, x) - y) ** 2)
