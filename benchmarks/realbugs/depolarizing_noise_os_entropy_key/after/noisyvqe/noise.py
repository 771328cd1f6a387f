import jax
import jax.numpy as jnp


class BitFlipNoise:
    """Stochastic bit-flip channel: each qubit is flipped with probability p (one quantum trajectory per call)."""

    def __init__(self, p, n_qubits):
        self.p = p
        self.n_qubits = n_qubits

    def apply_to_sv(self, state, key):
        flips = jax.random.bernoulli(key, self.p, (self.n_qubits,))
        psi = state.reshape((2,) * self.n_qubits)
        for qubit in range(self.n_qubits):
            psi = jnp.where(flips[qubit], jnp.flip(psi, axis=qubit), psi)
        return psi.reshape(-1)
