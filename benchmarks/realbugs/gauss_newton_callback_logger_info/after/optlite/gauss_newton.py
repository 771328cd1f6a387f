"""Gauss-Newton least squares, iterated with lax.while_loop inside one jitted solve."""

from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


def verbose_print(step, loss, step_size):
    jax.debug.print("step {} loss {} |dy| {}", step, loss, step_size)


class State(NamedTuple):
    y: jnp.ndarray
    step: jnp.ndarray
    loss: jnp.ndarray
    step_size: jnp.ndarray


class GaussNewton:
    verbose_callback = staticmethod(verbose_print)

    def __init__(self, rtol=1e-5, verbose=False):
        self.rtol = rtol
        self.verbose = verbose

    def step(self, fn, args, state):
        residual = fn(state.y, args)
        jac = jax.jacfwd(fn)(state.y, args)
        delta, *_ = jnp.linalg.lstsq(jac, -residual)
        loss = 0.5 * jnp.sum(residual**2)
        if self.verbose:
            self.verbose_callback(step=state.step, loss=loss, step_size=jnp.linalg.norm(delta))
        return State(state.y + delta, state.step + 1, loss, jnp.linalg.norm(delta))

    def terminate(self, state):
        return state.step_size < self.rtol * (1.0 + jnp.linalg.norm(state.y))


@partial(jax.jit, static_argnums=(0, 1, 4))
def least_squares(fn, solver, y0, args, max_steps=50):
    init = State(y0, jnp.asarray(0), jnp.asarray(jnp.inf), jnp.asarray(jnp.inf))

    def cond(state):
        return jnp.logical_and(state.step < max_steps, ~solver.terminate(state))

    return jax.lax.while_loop(cond, partial(solver.step, fn, args), init)
