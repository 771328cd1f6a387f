import jax
import jax.numpy as jnp

LAYERS = ("dense1", "dense2", "dense3")


def init_network(key, dim=8, classes=3):
    keys = jax.random.split(key, len(LAYERS))
    sizes = [(dim, dim), (dim, dim), (dim, classes)]
    return {name: jax.random.normal(k, size) * 0.5 for name, k, size in zip(LAYERS, keys, sizes)}


def logits(params, x):
    h = jnp.tanh(x @ params["dense1"])
    h = jnp.tanh(h @ params["dense2"])
    return h @ params["dense3"]


def accuracy(params, x, y):
    return jnp.mean(jnp.argmax(logits(params, x), axis=-1) == y)
