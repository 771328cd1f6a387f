"""Embedded Heun/Euler pair: a second-order step with a first-order error estimate."""

import jax.numpy as jnp


def heun_euler_step(rhs, t, y, dt):
    k1 = rhs(t, y)
    k2 = rhs(t + dt, y + dt * k1)
    y_high = y + 0.5 * dt * (k1 + k2)
    y_low = y + dt * k1
    return y_high, y_high - y_low


def error_ratio(error, y0, y1, rtol, atol):
    scale = atol + rtol * jnp.maximum(jnp.abs(y0), jnp.abs(y1))
    return jnp.sqrt(jnp.mean((error / scale) ** 2))
