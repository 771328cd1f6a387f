import jax.numpy as jnp

from vqe2q.gates import CNOT, ry


class HardwareEfficientAnsatz:
    """Layers of RY on each qubit followed by a CNOT; params has shape (num_layers, 2)."""

    def __init__(self, num_layers=2):
        self.num_layers = num_layers

    def state(self, params):
        psi = jnp.zeros(4, dtype=jnp.complex64).at[0].set(1.0)
        for layer in range(self.num_layers):
            psi = CNOT @ (jnp.kron(ry(params[layer, 0]), ry(params[layer, 1])) @ psi)
        return psi
