import jax
import jax.numpy as jnp


def init_mlp(key, features, hidden, classes):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (features, hidden)) / jnp.sqrt(features),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, classes)) / jnp.sqrt(hidden),
        "b2": jnp.zeros(classes),
    }


def forward(params, x):
    return jax.nn.relu(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]


def criterion(params, x, y):
    log_probs = jax.nn.log_softmax(forward(params, x))
    return -jnp.take_along_axis(log_probs, y[:, None], axis=1).mean()
