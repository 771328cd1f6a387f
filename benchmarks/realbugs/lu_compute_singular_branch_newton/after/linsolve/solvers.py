"""Direct solvers: `init` factorises the operator once, `compute` solves for one right-hand side."""

import jax
import jax.numpy as jnp
import jax.scipy.linalg as jsl

from linsolve.results import RESULTS


class LU:
    def init(self, matrix):
        return jsl.lu_factor(matrix)

    def compute(self, state, vector):
        lu, piv = state
        solution = jsl.lu_solve((lu, piv), vector)
        # the factorisation is traced under jit: choose the result code with lax.cond, not a Python branch
        result = jax.lax.cond(
            jnp.any(jnp.diag(lu) == 0), lambda: RESULTS.singular, lambda: RESULTS.successful)
        return solution, result
