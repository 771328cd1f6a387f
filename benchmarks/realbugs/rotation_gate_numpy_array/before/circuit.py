import jax.numpy as jnp

from gates import H, Rx


class Ansatz:
    """One qubit: a Hadamard, then one Rx rotation per parameter."""

    def __init__(self, n_layers):
        self.n_layers = n_layers

    def gates(self, params):
        return [H] + [Rx(p) for p in params]

    def state(self, params):
        amplitudes = jnp.array([1.0, 0.0], dtype=jnp.complex64)
        for gate in self.gates(params):
            amplitudes = jnp.asarray(gate.array) @ amplitudes
        return amplitudes

    def prob_one(self, params):
        return jnp.abs(self.state(params)[1]) ** 2
