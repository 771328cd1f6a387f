import jax.numpy as jnp


class Hermitian:
    def __init__(self, matrix, wire):
        if not jnp.allclose(matrix, jnp.conj(matrix).T):  # expect: JXL101
            raise ValueError("observable must be Hermitian")
        self.matrix = matrix
        self.wire = wire

    def expval(self, state):
        return jnp.real(jnp.vdot(state, self.matrix @ state))
