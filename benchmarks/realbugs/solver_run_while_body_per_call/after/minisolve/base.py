"""Iterative solvers: init_state and update come from the subclass, run drives them in a lax.while_loop."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class OptStep(NamedTuple):
    params: jax.Array
    state: tuple


class IterativeSolver:
    maxiter: int = 100
    tol: float = 1e-4

    def _run(self, init_params, *args):
        def cond_fun(step):
            _, (iter_num, error) = step
            return (iter_num < self.maxiter) & (error > self.tol)

        def body_fun(step):
            return OptStep(*self.update(step.params, step.state, *args))

        init = OptStep(init_params, (jnp.asarray(0), jnp.asarray(jnp.inf)))
        return jax.lax.while_loop(cond_fun, body_fun, init)

    def __init__(self):
        # Jitted once per solver: the loop's closures are then traced once, not on every run.
        self._jit_run = jax.jit(self._run)

    def run(self, init_params, *args):
        return self._jit_run(init_params, *args)
