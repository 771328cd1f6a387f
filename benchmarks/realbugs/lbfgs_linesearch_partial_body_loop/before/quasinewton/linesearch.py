"""Backtracking line search satisfying the Armijo condition."""

import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp


class SearchState(NamedTuple):
    stepsize: jnp.ndarray
    value: jnp.ndarray
    iterations: jnp.ndarray


def _cond(max_steps, slope_coef, base_value, state):
    sufficient = state.value <= base_value + slope_coef * state.stepsize
    return jnp.logical_and(~sufficient, state.iterations < max_steps)


def _body(value_fn, params, direction, decrease, state):
    stepsize = state.stepsize * decrease
    value = value_fn(params + stepsize * direction)
    return SearchState(stepsize, value, state.iterations + 1)


def backtracking(value_fn, params, direction, value, grad, max_steps=20, c1=1e-4, decrease=0.5):
    slope = c1 * jnp.vdot(grad, direction)
    init = SearchState(jnp.asarray(1.0), value_fn(params + direction), jnp.asarray(0))
    cond_fn = functools.partial(_cond, max_steps, slope, value)
    body_fn = functools.partial(_body, value_fn, params, direction, decrease)
    return jax.lax.while_loop(cond_fn, body_fn, init).stepsize  # expect: JXL504
