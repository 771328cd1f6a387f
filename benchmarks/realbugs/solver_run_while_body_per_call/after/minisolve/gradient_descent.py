import jax
import jax.numpy as jnp

from minisolve.base import IterativeSolver


class GradientDescent(IterativeSolver):
    def __init__(self, fun, stepsize=0.1, maxiter=100, tol=1e-4):
        super().__init__()
        self.fun = fun
        self.stepsize = stepsize
        self.maxiter = maxiter
        self.tol = tol

    def update(self, params, state, *args):
        iter_num, _ = state
        grad = jax.grad(self.fun)(params, *args)
        return params - self.stepsize * grad, (iter_num + 1, jnp.linalg.norm(grad))
