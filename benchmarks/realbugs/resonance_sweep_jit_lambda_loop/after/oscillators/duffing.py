from typing import NamedTuple

import jax
import jax.numpy as jnp


class DuffingParams(NamedTuple):
    damping: float
    stiffness: float
    cubic: float
    force: float


def rhs(y, t, omega, p):
    x, v = y
    return jnp.array([v, p.force * jnp.cos(omega * t) - p.damping * v - p.stiffness * x - p.cubic * x ** 3])


DT = 0.01
N_STEPS = 6000
N_KEEP = 1500


def steady_amplitude(y0, omega, p):
    """Largest |x| over the last N_KEEP steps, once the transient has died out."""
    def step(y, i):
        t = i * DT
        k1 = rhs(y, t, omega, p)
        k2 = rhs(y + 0.5 * DT * k1, t + 0.5 * DT, omega, p)
        y_next = y + DT * k2
        return y_next, y_next[0]

    _, xs = jax.lax.scan(step, y0, jnp.arange(N_STEPS))
    return jnp.max(jnp.abs(xs[-N_KEEP:]))
