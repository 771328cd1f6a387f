import jax
import jax.numpy as jnp


def gaussian_log_prob(params, actions):
    log_std = params["log_std"]
    return -0.5 * ((actions - params["mean"]) / jnp.exp(log_std)) ** 2 - log_std - 0.5 * jnp.log(2.0 * jnp.pi)


def sample_actions(params, key, n):
    return params["mean"] + jnp.exp(params["log_std"]) * jax.random.normal(key, (n,))
