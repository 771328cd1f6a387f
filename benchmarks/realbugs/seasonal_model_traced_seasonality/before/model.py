import jax
import jax.numpy as jnp
from jax import lax
from jax.scipy.stats import norm


def sgt(params, y, seasonality):
    """Log joint of a seasonal exponential-smoothing model: a smoothed level plus `seasonality` smoothed seasons."""
    level_sm = jax.nn.sigmoid(params["level_sm"])
    s_sm = jax.nn.sigmoid(params["s_sm"])
    sigma = jnp.exp(params["log_sigma"])
    init_s = y[:seasonality] - jnp.mean(y[:seasonality])  # expect: JXL106

    def transition(carry, y_t):
        level, seasons = carry
        season = seasons[0]
        prediction = level + season
        new_level = level_sm * (y_t - season) + (1.0 - level_sm) * level
        new_season = s_sm * (y_t - level) + (1.0 - s_sm) * season
        return (new_level, jnp.concatenate([seasons[1:], new_season[None]])), prediction

    _, predictions = lax.scan(transition, (y[0], init_s), y[1:])
    prior = norm.logpdf(params["level_sm"]) + norm.logpdf(params["s_sm"]) + norm.logpdf(params["log_sigma"])
    return prior + jnp.sum(norm.logpdf(y[1:], predictions, sigma))
