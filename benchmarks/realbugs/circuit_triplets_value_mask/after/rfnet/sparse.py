import jax.numpy as jnp
import numpy as np


def to_triplets(matrix, structure):
    """Row, column and value arrays of the entries the netlist can make non-zero (a fixed set, known in advance)."""
    rows, cols = np.nonzero(structure)
    return rows, cols, matrix[rows, cols]


def solve_triplets(n, rows, cols, values, rhs):
    dense = jnp.zeros((n, n), values.dtype).at[rows, cols].set(values)
    return jnp.linalg.solve(dense, rhs)
