"""scipy.optimize.minimize driven by a JAX objective: values and gradients come from a jitted value_and_grad."""

import dataclasses
from typing import Callable

import jax
import jax.numpy as jnp
import numpy as np
import scipy.optimize


@dataclasses.dataclass(eq=False)
class ScipyBoundedMinimize:
    fun: Callable
    method: str = "L-BFGS-B"
    tol: float = 1e-3
    maxiter: int = 100

    def __post_init__(self):
        self._value_and_grad = jax.jit(jax.value_and_grad(self.fun))  # expect: JXL502

    def _scipy_fun(self, x, *args):
        value, grad = self._value_and_grad(jnp.asarray(x, dtype=jnp.float32), *args)
        return float(value), np.asarray(grad, dtype=np.float64)

    def run(self, init_params, bounds, *args):
        result = scipy.optimize.minimize(self._scipy_fun, np.atleast_1d(np.asarray(init_params, dtype=np.float64)),
                                         args=args, jac=True, bounds=[bounds], method=self.method, tol=self.tol,
                                         options={"maxiter": self.maxiter})
        return jnp.asarray(result.x), result.fun
