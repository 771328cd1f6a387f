from typing import NamedTuple

import jax
import jax.numpy as jnp

from itsolve.base import IterativeSolver, OptStep


class GDState(NamedTuple):
    iter_num: jnp.ndarray
    error: jnp.ndarray


class GradientDescent(IterativeSolver):
    def __init__(self, fun, stepsize=0.1, maxiter=100, tol=1e-3, verbose=False):
        self.fun = fun
        self.stepsize = stepsize
        self.maxiter = maxiter
        self.tol = tol
        self.verbose = verbose

    def init_state(self, init_params, *args):
        return GDState(jnp.asarray(0), jnp.asarray(jnp.inf))

    def update(self, params, state, *args):
        grad = jax.grad(self.fun)(params, *args)
        params = params - self.stepsize * grad
        return OptStep(params, GDState(state.iter_num + 1, jnp.linalg.norm(grad)))
