import jax
import jax.numpy as jnp


def init_classifier(key, in_dim=64, hidden=64, num_classes=10):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (in_dim, hidden)) / jnp.sqrt(in_dim),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, num_classes)) / jnp.sqrt(hidden),
        "b2": jnp.zeros(num_classes),
    }


def log_likelihood(params, x, y):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    logp = jax.nn.log_softmax(h @ params["w2"] + params["b2"])
    return jnp.take_along_axis(logp, y[..., None], axis=-1)[..., 0]


def accuracy(params, x, y):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return jnp.mean(jnp.argmax(h @ params["w2"] + params["b2"], axis=-1) == y)
