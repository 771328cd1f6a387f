import jax
import jax.numpy as jnp
from jax import lax

CDF_BINS = 20


def random_cdf(key):
    """A random monotone map of [0, 1] onto itself, tabulated on CDF_BINS points."""
    samples = jax.random.uniform(key, (CDF_BINS - 1,))
    steps = jnp.cumsum(jnp.concatenate([jnp.zeros(1), samples]))
    return steps / steps[-1]


def warp_segment(segment, carry):
    """Warp the interpolation weights of the points that fall in one segment of the grid."""
    alpha, segment_of_point, key = carry
    key, sub = jax.random.split(key)
    cdf = random_cdf(sub)
    in_segment = segment_of_point - 1 == segment
    alpha_segment = alpha[in_segment]  # expect: JXL107
    warped = cdf[jnp.minimum((alpha_segment * CDF_BINS).astype(int), CDF_BINS - 1)]
    alpha = alpha.at[in_segment].set(warped)  # expect: JXL107
    return alpha, segment_of_point, key


def randomized_interp(x, xp, fp, key):
    """Interpolate fp(xp) at x with randomly warped weights inside each grid segment."""
    segment_of_point = jnp.clip(jnp.searchsorted(xp, x, side="right"), 1, len(xp) - 1)
    dx = xp[segment_of_point] - xp[segment_of_point - 1]
    alpha = (x - xp[segment_of_point - 1]) / dx
    alpha, _, _ = lax.fori_loop(0, len(xp) - 1, warp_segment, (alpha, segment_of_point, key))
    return fp[segment_of_point - 1] * (1.0 - alpha) + fp[segment_of_point] * alpha
