import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for fan_in, fan_out, layer_key in zip(sizes[:-1], sizes[1:], jax.random.split(key, len(sizes) - 1)):
        weights = jax.random.normal(layer_key, (fan_in, fan_out)) * jnp.sqrt(2.0 / (fan_in + fan_out))
        params.append((weights, jnp.zeros(fan_out)))
    return params


def mlp(params, x):
    for weights, bias in params[:-1]:
        x = jnp.tanh(x @ weights + bias)
    weights, bias = params[-1]
    return x @ weights + bias


def gaussian_log_prob(mean, log_std, action):
    return jnp.sum(-0.5 * ((action - mean) / jnp.exp(log_std)) ** 2 - log_std - 0.5 * jnp.log(2 * jnp.pi), axis=-1)
