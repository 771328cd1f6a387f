import jax
import jax.numpy as jnp


def init_params(key, in_dim=20, hidden=32, classes=4):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.1 * jax.random.normal(k1, (in_dim, hidden)), "b1": jnp.zeros(hidden),
            "w2": 0.1 * jax.random.normal(k2, (hidden, classes)), "b2": jnp.zeros(classes)}


def apply_model(params, x):
    return jax.nn.relu(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]


def cross_entropy(params, x, y):
    logits = apply_model(params, x)
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], axis=-1))
