import jax.numpy as jnp


class AmplitudeState:
    """An n-qubit state vector whose amplitudes encode a feature vector."""

    def __init__(self, amplitudes, n_qubits):
        vector = jnp.asarray(amplitudes, dtype=jnp.complex64)
        if vector.shape != (2**n_qubits,):
            raise ValueError(f"expected {2**n_qubits} amplitudes, got shape {vector.shape}")
        norm = jnp.sum(jnp.abs(vector) ** 2)
        if not jnp.allclose(norm, 1.0, atol=1e-3):  # expect: JXL101
            raise ValueError(f"state vector has squared norm {norm}, expected 1")
        self.vector = vector
        self.n_qubits = n_qubits
