import jax.numpy as jnp

from vqe2q.gates import PAULI


def pauli_sum(terms):
    """{'XZ': 0.5, ...} -> the 4x4 matrix of the two-qubit operator."""
    matrix = jnp.zeros((4, 4), dtype=jnp.complex64)
    for word, coefficient in terms.items():
        matrix = matrix + coefficient * jnp.kron(PAULI[word[0]], PAULI[word[1]])
    return matrix


# Reduced H2 Hamiltonian at bond length 0.735 A (two qubits, parity mapping).
H2_TERMS = {"II": -1.0524, "ZI": 0.3979, "IZ": -0.3979, "ZZ": -0.0113, "XX": 0.1809}
