from functools import partial

import jax
import jax.numpy as jnp

from lotka.model import lotka_volterra


def _rk4(y, t, params, h):
    k1 = lotka_volterra(t, y, params)
    k2 = lotka_volterra(t + 0.5 * h, y + 0.5 * h * k1, params)
    k3 = lotka_volterra(t + 0.5 * h, y + 0.5 * h * k2, params)
    k4 = lotka_volterra(t + h, y + h * k3, params)
    return y + h / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)


@partial(jax.jit, static_argnames=("dt",))
def attempt(y, t, params, dt):
    """Step doubling: one step of dt against two of dt / 2; returns the finer estimate and the error."""
    full = _rk4(y, t, params, dt)
    half = _rk4(_rk4(y, t, params, 0.5 * dt), t + 0.5 * dt, params, 0.5 * dt)
    return half, jnp.max(jnp.abs(full - half))
