import jax
import jax.numpy as jnp


def init_cnn_head(key, image_size=16, num_classes=10, hidden=64):
    k1, k2 = jax.random.split(key)
    d = image_size * image_size
    return {"w1": jax.random.normal(k1, (d, hidden)) / jnp.sqrt(d), "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden, num_classes)) / jnp.sqrt(hidden), "b2": jnp.zeros(num_classes)}


def logits_fn(params, images):
    h = jax.nn.relu(images.reshape(images.shape[0], -1) @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def soft_cross_entropy(logits, soft_labels):
    return -jnp.mean(jnp.sum(soft_labels * jax.nn.log_softmax(logits), axis=-1))
