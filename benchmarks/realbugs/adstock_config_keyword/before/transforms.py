import jax.numpy as jnp


def carryover(media, retention, delay, config):
    lags = jnp.arange(config.number_lags, dtype=media.dtype)  # expect: JXL106
    weights = retention ** ((lags - delay) ** 2)
    out = jnp.zeros_like(media)
    for lag in range(config.number_lags):  # expect: JXL105
        shifted = jnp.roll(media, lag, axis=0).at[:lag].set(0.0)
        out = out + weights[lag] * shifted
    if config.normalise:  # expect: JXL101
        out = out / jnp.sum(weights)
    return out
