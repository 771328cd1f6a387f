"""One adaptive step of an embedded Heun/Euler pair with a mixed absolute/relative error norm."""

import jax.numpy as jnp

SAFETY = 0.9


def scaled_error(y, y_high, y_low, atol, rtol):
    scale = atol + rtol * jnp.maximum(jnp.abs(y), jnp.abs(y_high))
    return jnp.sqrt(jnp.mean(((y_high - y_low) / scale) ** 2))


def propose_dt(dt, scaled_err, dt_min, dt_max):
    factor = SAFETY * jnp.power(jnp.maximum(scaled_err, 1e-10), -0.5)
    return jnp.clip(dt * jnp.clip(factor, 0.2, 5.0), dt_min, dt_max)


def adaptive_step(rhs, t, y, dt, atol, rtol, dt_min, dt_max):
    k1 = rhs(t, y)
    k2 = rhs(t + dt, y + dt * k1)
    y_high = y + 0.5 * dt * (k1 + k2)
    y_low = y + dt * k1
    scaled_err = scaled_error(y, y_high, y_low, atol, rtol)
    accept = scaled_err < 1.0 or dt <= dt_min  # expect: JXL103
    y_next = jnp.where(accept, y_high, y)
    t_next = jnp.where(accept, t + dt, t)
    return t_next, y_next, propose_dt(dt, scaled_err, dt_min, dt_max)
