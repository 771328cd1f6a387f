import jax
import jax.numpy as jnp


def init_mlp(key, in_dim, hidden=64):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (in_dim, hidden)) / jnp.sqrt(in_dim), "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden,)) / jnp.sqrt(hidden), "b2": jnp.zeros(())}


def predict(params, x):
    return jax.nn.relu(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]


def mse(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)
