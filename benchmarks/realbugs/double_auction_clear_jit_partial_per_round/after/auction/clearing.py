import jax.numpy as jnp


def clearing(bids, asks, tick):
    """Match the highest bids with the lowest asks; trades happen while bid >= ask.

    Returns the number of fills and the price of the marginal trade (midpoint, rounded to the tick).
    """
    bids = jnp.sort(bids)[::-1]
    asks = jnp.sort(asks)
    matched = bids >= asks
    fills = jnp.sum(matched)
    marginal = jnp.maximum(fills - 1, 0)
    price = 0.5 * (bids[marginal] + asks[marginal])
    return fills, jnp.round(price / tick) * tick
