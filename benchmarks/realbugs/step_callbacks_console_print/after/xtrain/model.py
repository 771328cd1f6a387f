import jax
import jax.numpy as jnp


def init_logreg(key, num_features, num_classes):
    return {"w": 0.01 * jax.random.normal(key, (num_features, num_classes)), "b": jnp.zeros(num_classes)}


def logreg_loss(params, features, labels):
    logp = jax.nn.log_softmax(features @ params["w"] + params["b"])
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))
