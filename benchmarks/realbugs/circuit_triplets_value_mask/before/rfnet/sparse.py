import jax.numpy as jnp
import numpy as np


def to_triplets(matrix, structure):
    """Row, column and value arrays of the entries the netlist can make non-zero."""
    rows, cols = np.nonzero(structure)
    nonzero = jnp.abs(matrix) > 0
    return rows, cols, matrix[nonzero]  # expect: JXL107


def solve_triplets(n, rows, cols, values, rhs):
    dense = jnp.zeros((n, n), values.dtype).at[rows, cols].set(values)
    return jnp.linalg.solve(dense, rhs)
