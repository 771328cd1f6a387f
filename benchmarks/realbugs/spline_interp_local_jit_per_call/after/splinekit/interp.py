"""One-dimensional interpolation of tabulated functions, differentiable in the query points and values."""

import jax
import jax.numpy as jnp


def _locate(xq, x):
    i = jnp.clip(jnp.searchsorted(x, xq, side="right") - 1, 0, x.shape[0] - 2)
    h = x[i + 1] - x[i]
    return i, h, (xq - x[i]) / h


def _hermite(t, y0, y1, m0, m1, h):
    t2, t3 = t * t, t * t * t
    return (2 * t3 - 3 * t2 + 1) * y0 + (t3 - 2 * t2 + t) * h * m0 + (-2 * t3 + 3 * t2) * y1 + (t3 - t2) * h * m1


@jax.jit
def interp_linear(xq, x, f):
    i, _, t = _locate(xq, x)
    return f[i] * (1 - t) + f[i + 1] * t


@jax.jit
def interp_cubic(xq, x, f):
    i, h, t = _locate(xq, x)
    slopes = jnp.gradient(f, x)
    return _hermite(t, f[i], f[i + 1], slopes[i], slopes[i + 1], h)
