import jax.numpy as jnp
from jax import random


def sample_u_poisson(key, num_data, block_size, rate):
    """Indices of a Poisson number of blocks of observations, drawn with replacement."""
    key_count, key_index = random.split(key)
    num_blocks = random.poisson(key_count, rate)
    return random.randint(key_index, (num_blocks, block_size), 0, num_data)  # expect: JXL106


def poisson_log_likelihood(log_lik_fn, params, data, key, block_size=8, rate=4.0):
    """Unbiased subsampled estimate of sum_i log p(data_i | params): a Poisson(rate) number of
    block estimates, each the full-data total extrapolated from block_size observations, over rate."""
    num_data = data.shape[0]
    u = sample_u_poisson(key, num_data, block_size, rate)
    block_totals = num_data * jnp.mean(log_lik_fn(params, data[u]), axis=-1)
    return jnp.sum(block_totals) / rate
