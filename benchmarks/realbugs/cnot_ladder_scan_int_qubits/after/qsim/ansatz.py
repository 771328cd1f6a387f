import jax.numpy as jnp

from qsim.gates import apply_cnot, apply_ry

N_QUBITS = 4
ENTANGLER_PAIRS = ((0, 1), (1, 2), (2, 3))


def entangle(state):
    # the wiring is fixed: unrolled over Python ints, each CNOT slices a known axis
    for control, target in ENTANGLER_PAIRS:
        state = apply_cnot(state, control, target, N_QUBITS)
    return state


def hardware_efficient_state(params):
    """Layers of RY rotations followed by a CNOT ladder; params has shape (layers, N_QUBITS)."""
    state = jnp.zeros(2 ** N_QUBITS).at[0].set(1.0)
    for layer in params:
        for qubit in range(N_QUBITS):
            state = apply_ry(state, layer[qubit], qubit, N_QUBITS)
        state = entangle(state)
    return state
