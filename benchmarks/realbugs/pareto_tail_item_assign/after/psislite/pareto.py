"""Generalized Pareto fit and quantiles for Pareto-smoothed importance sampling."""
import jax.numpy as jnp


def gpd_fit(x):
    """Method-of-moments fit of a generalized Pareto distribution to positive exceedances."""
    mean = jnp.mean(x)
    var = jnp.var(x)
    k = 0.5 * (1.0 - mean ** 2 / var)
    sigma = 0.5 * mean * (mean ** 2 / var + 1.0)
    return k, sigma


def gpd_quantile(p, k, sigma):
    return sigma * jnp.expm1(-k * jnp.log1p(-p)) / k
