"""Direct solvers: `init` factorises the operator once, `compute` solves for one right-hand side."""

import jax.numpy as jnp
import jax.scipy.linalg as jsl

from linsolve.results import RESULTS


class LU:
    def init(self, matrix):
        return jsl.lu_factor(matrix)

    def compute(self, state, vector):
        lu, piv = state
        solution = jsl.lu_solve((lu, piv), vector)
        if jnp.any(jnp.diag(lu) == 0):  # expect: JXL101
            result = RESULTS.singular
        else:
            result = RESULTS.successful
        return solution, result
