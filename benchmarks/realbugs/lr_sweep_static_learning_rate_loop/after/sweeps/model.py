import jax
import jax.numpy as jnp


def init_params(key, hidden=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (1, hidden)), "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden, 1)) / jnp.sqrt(hidden), "b2": jnp.zeros(1)}


def forward(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def mse(params, x, y):
    return jnp.mean((forward(params, x) - y) ** 2)
