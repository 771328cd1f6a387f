"""Adaptive Heun steps with an embedded Euler error estimate."""

from typing import NamedTuple

import jax.numpy as jnp


class SolverState(NamedTuple):
    t: jnp.ndarray
    y: jnp.ndarray
    dt: jnp.ndarray


def adaptive_step(vector_field, state, t1, rtol):
    dt = jnp.minimum(state.dt, t1 - state.t)
    slope_start = vector_field(state.t, state.y)
    euler = state.y + dt * slope_start
    slope_end = vector_field(state.t + dt, euler)
    heun = state.y + 0.5 * dt * (slope_start + slope_end)
    scale = rtol * (1.0 + jnp.abs(heun))
    error = jnp.sqrt(jnp.mean(((heun - euler) / scale) ** 2))
    accepted = error <= 1.0
    factor = jnp.clip(0.9 / jnp.sqrt(jnp.maximum(error, 1e-10)), 0.2, 5.0)
    return SolverState(
        t=jnp.where(accepted, jnp.minimum(state.t + dt, t1), state.t),
        y=jnp.where(accepted, heun, state.y),
        dt=dt * factor,
    )


def advance_adaptively(vector_field, state, t1, rtol):
    while state.t < t1:  # expect: JXL101
        state = adaptive_step(vector_field, state, t1, rtol)
    return state
