"""Per-sample losses of the heteroscedastic appliance-power model."""

import jax.numpy as jnp


def gaussian_nll(mean, log_std, target):
    nll = log_std + 0.5 * ((target - mean) / jnp.exp(log_std)) ** 2
    return nll
