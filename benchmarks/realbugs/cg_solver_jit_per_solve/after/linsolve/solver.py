import jax
from jax.scipy.sparse.linalg import cg


class ConjugateGradientSolver:
    def __init__(self, matvec, maxiter):
        self.matvec = matvec
        self.maxiter = maxiter
        self._solve = jax.jit(lambda b: cg(self.matvec, b, maxiter=self.maxiter)[0])

    def solve(self, rhs):
        return self._solve(rhs)
