"""A linear model of appliance power with an input-dependent noise level."""

import jax
import jax.numpy as jnp

from nilm.losses import gaussian_nll


def init_params(key, num_features):
    mean_key, std_key = jax.random.split(key)
    return {"mean_w": 0.01 * jax.random.normal(mean_key, (num_features,)), "mean_b": jnp.zeros(()),
            "std_w": 0.01 * jax.random.normal(std_key, (num_features,)), "std_b": jnp.zeros(())}


def predict(params, features):
    return features @ params["mean_w"] + params["mean_b"], features @ params["std_w"] + params["std_b"]


def sample_loss(params, features, target):
    mean, log_std = predict(params, features)
    return gaussian_nll(mean, log_std, target)


def batch_loss(params, features, targets):
    return jnp.mean(jax.vmap(sample_loss, in_axes=(None, 0, 0))(params, features, targets))
