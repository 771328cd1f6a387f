import jax
import jax.numpy as jnp

from qsim.gates import apply_cnot, apply_ry

N_QUBITS = 4
ENTANGLER_PAIRS = jnp.array([[0, 1], [1, 2], [2, 3]])


def entangle(state):
    def body(psi, pair):
        return apply_cnot(psi, pair[0], pair[1], N_QUBITS), None

    state, _ = jax.lax.scan(body, state, ENTANGLER_PAIRS)
    return state


def hardware_efficient_state(params):
    """Layers of RY rotations followed by a CNOT ladder; params has shape (layers, N_QUBITS)."""
    state = jnp.zeros(2 ** N_QUBITS).at[0].set(1.0)
    for layer in params:
        for qubit in range(N_QUBITS):
            state = apply_ry(state, layer[qubit], qubit, N_QUBITS)
        state = entangle(state)
    return state
