"""Iterative solvers: `run` loops `update` under lax.while_loop until the error is below `tol`."""

from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class OptStep(NamedTuple):
    params: Any
    state: Any


class IterativeSolver:
    maxiter = 100
    tol = 1e-3
    verbose = False

    def _cond_fun(self, inputs):
        _, state = inputs
        if self.verbose:
            # the loop is traced once: print the runtime error of every iteration
            jax.debug.print(type(self).__name__ + " error: {error}", error=state.error)
        return jnp.logical_and(state.iter_num < self.maxiter, state.error > self.tol)

    def _body_fun(self, inputs, *args):
        params, state = inputs
        return tuple(self.update(params, state, *args))

    def run(self, init_params, *args):
        state = self.init_state(init_params, *args)
        params, state = jax.lax.while_loop(
            self._cond_fun, lambda inputs: self._body_fun(inputs, *args), (init_params, state))
        return OptStep(params, state)
