import jax.numpy as jnp


def init_logistic(num_features):
    return {"w": jnp.zeros(num_features), "b": jnp.zeros(())}


def logistic_loss(params, x, y):
    logits = x @ params["w"] + params["b"]
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


def accuracy(params, x, y):
    return jnp.mean(((x @ params["w"] + params["b"]) > 0) == (y > 0.5))
