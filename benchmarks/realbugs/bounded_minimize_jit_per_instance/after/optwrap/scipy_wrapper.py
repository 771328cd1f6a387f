"""scipy.optimize.minimize driven by a JAX objective: values and gradients come from a jitted value_and_grad."""

import dataclasses
import functools
from typing import Callable

import jax
import jax.numpy as jnp
import numpy as np
import scipy.optimize


@functools.lru_cache(maxsize=None)
def _jitted_value_and_grad(fun):
    # One jitted function per objective, shared by every solver built on it: a new jax.jit wrapper per solver
    # instance would compile the objective again for each of them.
    return jax.jit(jax.value_and_grad(fun))


@dataclasses.dataclass(eq=False)
class ScipyBoundedMinimize:
    fun: Callable
    method: str = "L-BFGS-B"
    tol: float = 1e-3
    maxiter: int = 100

    def __post_init__(self):
        self._value_and_grad = _jitted_value_and_grad(self.fun)

    def _scipy_fun(self, x, *args):
        value, grad = self._value_and_grad(jnp.asarray(x, dtype=jnp.float32), *args)
        return float(value), np.asarray(grad, dtype=np.float64)

    def run(self, init_params, bounds, *args):
        result = scipy.optimize.minimize(self._scipy_fun, np.atleast_1d(np.asarray(init_params, dtype=np.float64)),
                                         args=args, jac=True, bounds=[bounds], method=self.method, tol=self.tol,
                                         options={"maxiter": self.maxiter})
        return jnp.asarray(result.x), result.fun
