import jax.numpy as jnp
from jax import random


def sample_u_poisson(key, num_data, block_size, rate, max_blocks):
    """Indices of max_blocks blocks of observations, drawn with replacement, and a mask keeping the
    first Poisson(rate) of them (truncated at max_blocks)."""
    key_count, key_index = random.split(key)
    num_blocks = random.poisson(key_count, rate)
    u = random.randint(key_index, (max_blocks, block_size), 0, num_data)
    return u, jnp.arange(max_blocks) < num_blocks


def poisson_log_likelihood(log_lik_fn, params, data, key, block_size=8, rate=4.0, max_blocks=20):
    """Unbiased subsampled estimate of sum_i log p(data_i | params): a Poisson(rate) number of
    block estimates, each the full-data total extrapolated from block_size observations, over rate."""
    num_data = data.shape[0]
    u, keep = sample_u_poisson(key, num_data, block_size, rate, max_blocks)
    block_totals = num_data * jnp.mean(log_lik_fn(params, data[u]), axis=-1)
    return jnp.sum(jnp.where(keep, block_totals, 0.0)) / rate
