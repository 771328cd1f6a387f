import jax.numpy as jnp
from jax.scipy.stats import norm


def d1_d2(assets, asset_vol, debt, rate, horizon):
    sqrt_t = jnp.sqrt(horizon)
    d1 = (jnp.log(assets / debt) + (rate + 0.5 * asset_vol ** 2) * horizon) / (asset_vol * sqrt_t)
    return d1, d1 - asset_vol * sqrt_t


def equity_value(assets, asset_vol, debt, rate, horizon):
    """Merton (1974): equity is a call on the firm's assets struck at the face value of its debt."""
    d1, d2 = d1_d2(assets, asset_vol, debt, rate, horizon)
    return assets * norm.cdf(d1) - debt * jnp.exp(-rate * horizon) * norm.cdf(d2)


def distance_to_default(assets, asset_vol, debt, rate, horizon):
    _, d2 = d1_d2(assets, asset_vol, debt, rate, horizon)
    return d2
