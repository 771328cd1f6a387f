from typing import NamedTuple

import jax.numpy as jnp


class Solution(NamedTuple):
    value: jnp.ndarray
    result: jnp.ndarray


def linear_solve(matrix, vector, solver, state=None):
    if state is None:
        state = solver.init(matrix)
    value, result = solver.compute(state, vector)
    return Solution(value, result)
