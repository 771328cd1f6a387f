import jax.numpy as jnp


class SparseSolver:
    def __init__(self, tol=1e-12):
        self.tol = tol

    def analyze(self, matrix):
        nnz = jnp.count_nonzero(jnp.abs(matrix) > self.tol)
        return {"nnz": nnz, "n": matrix.shape[0]}

    def solve(self, matrix, rhs):
        self.analyze(matrix)
        return jnp.linalg.solve(matrix, rhs)


solver = SparseSolver()
