import functools

import jax
from jax.scipy.sparse.linalg import cg

from poissonopt.operator import diffusion_operator


class DiffusionSolver:
    """Conjugate-gradient solves of -div(k grad u) = f for a sequence of conductivity fields."""

    def __init__(self, h, tol=1e-6, maxiter=500):
        self.h = h
        self.tol = tol
        self.maxiter = maxiter
        self._run = jax.jit(self._cg)

    def _cg(self, conductivity, source):
        operator = functools.partial(diffusion_operator, conductivity, h=self.h)
        return cg(operator, source, tol=self.tol, maxiter=self.maxiter)[0]

    def solve(self, conductivity, source):
        return self._run(conductivity, source)
