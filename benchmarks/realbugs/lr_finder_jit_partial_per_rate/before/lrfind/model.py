import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for key, (fan_in, fan_out) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(key, (fan_in, fan_out)) / jnp.sqrt(fan_in), "b": jnp.zeros(fan_out)})
    return params


def mse_loss(params, x, y):
    for layer in params[:-1]:
        x = jnp.tanh(x @ layer["w"] + layer["b"])
    prediction = x @ params[-1]["w"] + params[-1]["b"]
    return jnp.mean((prediction - y) ** 2)


def sgd_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(mse_loss)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss
