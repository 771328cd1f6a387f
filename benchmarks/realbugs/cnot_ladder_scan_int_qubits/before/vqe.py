import jax
import jax.numpy as jnp
import numpy as np

from qsim import hardware_efficient_state
from qsim.ansatz import N_QUBITS


def zz_chain_energy(params):
    """<H> for H = -sum_i Z_i Z_{i+1} on the open chain."""
    probs = hardware_efficient_state(params) ** 2
    bits = (np.arange(2 ** N_QUBITS)[:, None] >> np.arange(N_QUBITS)[::-1]) & 1
    spins = jnp.asarray(1 - 2 * bits)
    return -jnp.sum(probs * jnp.sum(spins[:, :-1] * spins[:, 1:], axis=1))


energy_and_grad = jax.jit(jax.value_and_grad(zz_chain_energy))


def optimize(steps=40, lr=0.2):
    params = jnp.asarray(np.random.default_rng(0).normal(0.0, 0.3, (2, N_QUBITS)))
    for _ in range(steps):
        energy, grad = energy_and_grad(params)
        params = params - lr * grad
    return float(energy)


if __name__ == "__main__":
    print(optimize())
