import os
import time

import jax
import jax.numpy as jnp


class BitFlipNoise:
    """Stochastic bit-flip channel: each qubit is flipped with probability p (one quantum trajectory per call)."""

    def __init__(self, p, n_qubits):
        self.p = p
        self.n_qubits = n_qubits

    def _fresh_key(self):
        # no key given: draw fresh entropy so that repeated shots differ
        seed = int.from_bytes(os.urandom(4), "little") ^ time.perf_counter_ns()  # expect: JXL402
        return jax.random.PRNGKey(seed % (2 ** 31))

    def apply_to_sv(self, state, key=None):
        if key is None:
            key = self._fresh_key()
        flips = jax.random.bernoulli(key, self.p, (self.n_qubits,))
        psi = state.reshape((2,) * self.n_qubits)
        for qubit in range(self.n_qubits):
            psi = jnp.where(flips[qubit], jnp.flip(psi, axis=qubit), psi)
        return psi.reshape(-1)
