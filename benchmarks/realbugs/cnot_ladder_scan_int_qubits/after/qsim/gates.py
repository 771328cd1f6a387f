import jax.numpy as jnp


def apply_ry(state, theta, qubit, n_qubits):
    """RY(theta) on one qubit of an n-qubit statevector."""
    c, s = jnp.cos(theta / 2), jnp.sin(theta / 2)
    gate = jnp.array([[c, -s], [s, c]])
    psi = jnp.moveaxis(state.reshape((2,) * n_qubits), qubit, 0)
    psi = jnp.tensordot(gate, psi, axes=1)
    return jnp.moveaxis(psi, 0, qubit).reshape(-1)


def apply_cnot(state, control, target, n_qubits):
    """CNOT: flip `target` on the half of the amplitudes where `control` is 1."""
    c, t = control, target
    psi = state.reshape((2,) * n_qubits)
    on = [slice(None)] * n_qubits
    on[c] = 1
    on = tuple(on)
    flipped = jnp.flip(psi, axis=t)
    return psi.at[on].set(flipped[on]).reshape(-1)
