import jax
import jax.numpy as jnp


def init_params(key, num_features):
    w_key, _ = jax.random.split(key)
    return {"w": 0.01 * jax.random.normal(w_key, (num_features,)), "b": jnp.zeros(())}


def predict(params, x):
    return x @ params["w"] + params["b"]


def mse(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)
