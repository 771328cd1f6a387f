import jax.numpy as jnp

TREND_DEGREE = 1


def remove_trend(times, levels):
    """Subtract the least-squares linear trend (sea-level rise, datum drift) from a record."""
    coeffs = jnp.polyfit(times, levels, TREND_DEGREE)
    return levels - jnp.polyval(coeffs, times)
