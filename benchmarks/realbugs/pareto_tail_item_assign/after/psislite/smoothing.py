import jax.numpy as jnp

from psislite.pareto import gpd_fit, gpd_quantile


def _ps_tail(log_weights, tail_len):
    x = jnp.asarray(log_weights)
    order = jnp.argsort(x)
    tail_ids = order[-tail_len:]
    cutoff = x[order[-tail_len - 1]]
    x_max = jnp.max(x)
    exceedances = jnp.exp(x[tail_ids]) - jnp.exp(cutoff)
    k, sigma = gpd_fit(exceedances)
    probs = (jnp.arange(1, tail_len + 1) - 0.5) / tail_len
    smoothed = jnp.log(gpd_quantile(probs, k, sigma) + jnp.exp(cutoff))
    x = x.at[tail_ids].set(jnp.minimum(smoothed, x_max))
    return x, k


def psislw(log_weights, tail_fraction=0.2):
    n = log_weights.shape[-1]
    tail_len = max(int(tail_fraction * n), 5)
    smoothed, k = _ps_tail(log_weights - jnp.max(log_weights), tail_len)
    return smoothed - jnp.log(jnp.sum(jnp.exp(smoothed))), k
