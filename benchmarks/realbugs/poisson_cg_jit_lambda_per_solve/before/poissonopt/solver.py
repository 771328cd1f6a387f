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

    def solve(self, conductivity, source):
        run = jax.jit(lambda k, f: cg(functools.partial(diffusion_operator, k, h=self.h), f,  # expect: JXL502
                                      tol=self.tol, maxiter=self.maxiter)[0])
        return run(conductivity, source)
