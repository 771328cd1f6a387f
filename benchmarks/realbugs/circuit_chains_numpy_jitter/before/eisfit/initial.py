"""Starting points for the chains of an equivalent-circuit fit."""

import jax
import jax.numpy as jnp
import numpy as np


def init_chains(key, prior_medians, num_chains):
    chain_keys = jax.random.split(key, num_chains)
    jitter = np.random.normal(0.0, 0.1, size=(num_chains, prior_medians.shape[0]))  # expect: JXL402
    log_start = jnp.log(prior_medians)[None, :] + jitter
    return jnp.exp(log_start), chain_keys
