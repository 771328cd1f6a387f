import jax
import jax.numpy as jnp


def init_params(key, n_features, n_classes):
    return {"w": 0.01 * jax.random.normal(key, (n_features, n_classes)), "b": jnp.zeros(n_classes)}


def loss_fn(params, x, y):
    logits = x @ params["w"] + params["b"]
    log_probs = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(log_probs, y[:, None], axis=1))
