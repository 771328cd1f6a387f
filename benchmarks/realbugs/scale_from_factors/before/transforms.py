import jax.numpy as jnp


class Scale:
    def __init__(self, matrix):
        self.matrix = matrix

    @classmethod
    def from_factors(cls, factors):
        if bool(jnp.any(factors == 0)):  # expect: JXL103
            raise ValueError("a zero scale factor is not invertible")
        return cls(jnp.diag(factors))

    def apply(self, points):
        return points @ self.matrix.T
