"""A linear mask estimator: predicts a soft mask from mixture features (a stand-in for a source-separation net)."""

import jax
import jax.numpy as jnp


def init_model(key, features):
    return {"w": jax.random.normal(key, (features, features)) * 0.1, "b": jnp.zeros(features)}


def loss_fn(params, mixture, target):
    mask = jax.nn.sigmoid(mixture @ params["w"] + params["b"])
    return jnp.mean(jnp.abs(mask * mixture - target))
