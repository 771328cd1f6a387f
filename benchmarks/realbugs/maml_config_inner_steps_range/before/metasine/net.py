import jax
import jax.numpy as jnp


def init_regressor(key, hidden=40):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"w1": jax.random.normal(k1, (1, hidden)), "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden, hidden)) / jnp.sqrt(hidden), "b2": jnp.zeros(hidden),
            "w3": jax.random.normal(k3, (hidden, 1)) / jnp.sqrt(hidden), "b3": jnp.zeros(1)}


def predict(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    h = jax.nn.relu(h @ params["w2"] + params["b2"])
    return h @ params["w3"] + params["b3"]


def mse(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)
