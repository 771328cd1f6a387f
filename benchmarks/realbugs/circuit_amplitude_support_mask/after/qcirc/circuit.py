import jax.numpy as jnp

from .gates import apply_cz, apply_single, ry


class Circuit:
    """A small state-vector circuit: gates are recorded, then contracted on demand."""

    def __init__(self, n_qubits):
        self.n_qubits = n_qubits
        self.gates = []

    def apply_ry(self, qubit, theta):
        self.gates.append(("ry", qubit, theta))

    def apply_cz(self, control, target):
        self.gates.append(("cz", control, target))

    def state(self):
        psi = jnp.zeros(2 ** self.n_qubits, jnp.complex64).at[0].set(1.0)
        for name, a, b in self.gates:
            if name == "ry":
                psi = apply_single(psi, ry(b), a, self.n_qubits)
            else:
                psi = apply_cz(psi, a, b, self.n_qubits)
        return psi

    def amplitude(self, bitstring, atol=1e-12):
        """<bitstring|psi>, normalised over the numerically non-zero part of the state."""
        psi = self.state()
        weights = jnp.abs(psi) ** 2
        norm = jnp.sqrt(jnp.sum(jnp.where(jnp.abs(psi) > atol, weights, 0.0)))
        return psi[int(bitstring, 2)] / norm


def two_local(n_qubits, depth, params):
    circ = Circuit(n_qubits)
    for layer in range(depth):
        for q in range(n_qubits):
            circ.apply_ry(q, params[layer, q])
        for q in range(n_qubits - 1):
            circ.apply_cz(q, q + 1)
    return circ
