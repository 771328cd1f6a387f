import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for k, (fan_in, fan_out) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (fan_in, fan_out)) / jnp.sqrt(fan_in), "b": jnp.zeros(fan_out)})
    return params


def mlp_apply(params, x):
    for layer in params[:-1]:
        x = jnp.tanh(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


def mse_loss(params, x, y):
    return jnp.mean((mlp_apply(params, x) - y) ** 2)
