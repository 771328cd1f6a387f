from typing import NamedTuple

import jax
import jax.numpy as jnp


class SEIRParams(NamedTuple):
    beta: float  # transmission rate per day
    sigma: float  # 1 / incubation period
    gamma: float  # 1 / infectious period


def derivatives(y, p):
    S, E, I, R = y
    N = S + E + I + R
    infection = p.beta * S * I / N
    return jnp.stack([-infection, infection - p.sigma * E, p.sigma * E - p.gamma * I, p.gamma * I])


def simulate(y0, params, days=160, steps_per_day=10):
    """Forward Euler on the SEIR equations; returns the compartments at the end of each day."""
    dt = 1.0 / steps_per_day

    def day(y, _):
        y = jax.lax.fori_loop(0, steps_per_day, lambda _, y: y + dt * derivatives(y, params), y)
        return y, y

    _, ys = jax.lax.scan(day, y0, None, length=days)
    return ys
