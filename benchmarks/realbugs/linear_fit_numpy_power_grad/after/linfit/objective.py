import jax.numpy as jnp


def predict(params, x):
    return params["w"] * x + params["b"]


def mean_squared_error(params, x, y):
    return jnp.mean(jnp.power(predict(params, x) - y, 2))


def ridge_penalty(params, strength):
    return strength * jnp.sum(jnp.square(params["w"]))


def objective(params, x, y, strength):
    return mean_squared_error(params, x, y) + ridge_penalty(params, strength)
