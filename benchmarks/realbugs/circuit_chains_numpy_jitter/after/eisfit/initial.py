"""Starting points for the chains of an equivalent-circuit fit."""

import jax
import jax.numpy as jnp


def init_chains(key, prior_medians, num_chains):
    key, jitter_key = jax.random.split(key)
    chain_keys = jax.random.split(key, num_chains)
    jitter = 0.1 * jax.random.normal(jitter_key, (num_chains, prior_medians.shape[0]))
    log_start = jnp.log(prior_medians)[None, :] + jitter
    return jnp.exp(log_start), chain_keys
