import jax
import jax.numpy as jnp


def init_mlp(key, num_features, num_classes, hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (num_features, hidden)) / jnp.sqrt(num_features), "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden, num_classes)) / jnp.sqrt(hidden), "b2": jnp.zeros(num_classes)}


def class_probs(params, x):
    hidden = jax.nn.relu(x @ params["w1"] + params["b1"])
    return jax.nn.softmax(hidden @ params["w2"] + params["b2"])
