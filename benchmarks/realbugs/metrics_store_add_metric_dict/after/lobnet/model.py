import jax
import jax.numpy as jnp


def init_classifier(key, num_features, num_classes, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (num_features, hidden)) / jnp.sqrt(num_features), "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, num_classes)) / jnp.sqrt(hidden), "b2": jnp.zeros(num_classes),
    }


def logits_fn(params, x):
    return jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]


def cross_entropy(params, x, y):
    logits = logits_fn(params, x)
    loss = -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], axis=1))
    return loss, jnp.mean(jnp.argmax(logits, axis=-1) == y)
