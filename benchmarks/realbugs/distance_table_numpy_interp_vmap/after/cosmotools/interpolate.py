"""Piecewise-linear interpolation of tabulated functions."""

import jax.numpy as jnp


def interp(x, xp, fp):
    xp, fp = jnp.asarray(xp), jnp.asarray(fp)
    ind = jnp.clip(jnp.searchsorted(xp, x), 1, len(xp) - 1)
    x0, x1 = xp[ind - 1], xp[ind]
    f0, f1 = fp[ind - 1], fp[ind]
    return f0 + (f1 - f0) * (x - x0) / (x1 - x0)
