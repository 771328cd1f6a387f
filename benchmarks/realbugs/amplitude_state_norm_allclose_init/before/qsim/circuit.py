import jax
import jax.numpy as jnp

from qsim.states import AmplitudeState


def ry(theta):
    c, s = jnp.cos(theta / 2), jnp.sin(theta / 2)
    return jnp.array([[c, -s], [s, c]], dtype=jnp.complex64)


class LayeredRY:
    """One RY rotation per qubit, applied to the state tensor axis by axis."""

    def __init__(self, n_qubits):
        self.n_qubits = n_qubits

    def apply(self, state, thetas):
        psi = state.vector.reshape((2,) * self.n_qubits)
        for qubit in range(self.n_qubits):
            psi = jnp.moveaxis(jnp.tensordot(ry(thetas[qubit]), psi, axes=([1], [qubit])), 0, qubit)
        return psi.reshape(-1)


class AmplitudeClassifier:
    def __init__(self, n_qubits, observable):
        self.n_qubits = n_qubits
        self.layer = LayeredRY(n_qubits)
        self.observable = observable
        self.scores = jax.jit(jax.vmap(self.score, in_axes=(None, 0)))

    def score(self, thetas, features):
        state = AmplitudeState(features / jnp.linalg.norm(features), self.n_qubits)
        psi = self.layer.apply(state, thetas)
        return jnp.real(jnp.vdot(psi, self.observable @ psi))
