import jax.numpy as jnp


class AmplitudeState:
    """An n-qubit state vector whose amplitudes encode a feature vector, normalised on construction."""

    def __init__(self, amplitudes, n_qubits):
        vector = jnp.asarray(amplitudes, dtype=jnp.complex64)
        if vector.shape != (2**n_qubits,):
            raise ValueError(f"expected {2**n_qubits} amplitudes, got shape {vector.shape}")
        self.vector = vector / jnp.linalg.norm(vector)
        self.n_qubits = n_qubits
