import jax.numpy as jnp

from infer_lite import init_params_like, map_estimate
from model import sgt


def lynx_like_series(n=114, period=38):
    t = jnp.arange(n)
    return 10.0 + 0.02 * t + 3.0 * jnp.sin(2 * jnp.pi * t / period)


def fit(y, seasonality=38):
    init = init_params_like({"level_sm": 0.0, "s_sm": 0.0, "log_sigma": 0.0})
    return map_estimate(sgt, init, y, seasonality)
