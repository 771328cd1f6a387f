import jax.numpy as jnp


def ry(theta):
    c, s = jnp.cos(theta / 2.0), jnp.sin(theta / 2.0)
    return jnp.array([[c, -s], [s, c]], dtype=jnp.complex64)


def apply_single(psi, gate, qubit, n_qubits):
    psi = psi.reshape((2,) * n_qubits)
    psi = jnp.moveaxis(jnp.tensordot(gate, psi, axes=([1], [qubit])), 0, qubit)
    return psi.reshape(-1)


def apply_cz(psi, control, target, n_qubits):
    psi = psi.reshape((2,) * n_qubits)
    index = [slice(None)] * n_qubits
    index[control], index[target] = 1, 1
    psi = psi.at[tuple(index)].multiply(-1.0)
    return psi.reshape(-1)
