from functools import reduce

import jax.numpy as jnp

PAULIS = {
    "I": jnp.eye(2, dtype=jnp.complex64),
    "X": jnp.array([[0, 1], [1, 0]], dtype=jnp.complex64),
    "Y": jnp.array([[0, -1j], [1j, 0]], dtype=jnp.complex64),
    "Z": jnp.array([[1, 0], [0, -1]], dtype=jnp.complex64),
}


def pauli_string(word):
    return reduce(jnp.kron, [PAULIS[letter] for letter in word])


class PauliSum:
    """sum_k c_k P_k over Pauli strings; Hermitian when the coefficients are of a real dtype."""

    def __init__(self, coeffs, words):
        self.coeffs = jnp.asarray(coeffs)
        self.words = tuple(words)

    @property
    def matrix(self):
        return sum(c * pauli_string(word) for c, word in zip(self.coeffs, self.words))

    @property
    def is_hermitian(self):
        return not jnp.iscomplexobj(self.coeffs)
