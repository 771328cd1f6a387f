import jax
import jax.numpy as jnp


def mlp(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["W"] + layer["b"])
    return x @ params[-1]["W"] + params[-1]["b"]


def cross_entropy(params, x, y):
    logits = mlp(params, x)
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], axis=1))


def l2(params):
    return sum(jnp.sum(layer["W"] ** 2) for layer in params)
