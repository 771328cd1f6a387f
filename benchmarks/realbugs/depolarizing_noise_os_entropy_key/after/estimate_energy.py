import jax
import jax.numpy as jnp
import numpy as np

from noisyvqe import BitFlipNoise, prepare_state
from noisyvqe.circuit import N_QUBITS

NOISE = BitFlipNoise(p=0.2, n_qubits=N_QUBITS)
BITS = (np.arange(2 ** N_QUBITS)[:, None] >> np.arange(N_QUBITS)[::-1]) & 1
MAGNETIZATION = jnp.asarray((1 - 2 * BITS).sum(axis=1), dtype=jnp.float32)


@jax.jit
def noisy_energy(thetas, key):
    state = NOISE.apply_to_sv(prepare_state(thetas), key)
    return jnp.sum(state ** 2 * MAGNETIZATION)


def shots(thetas, n, seed=0):
    keys = jax.random.split(jax.random.PRNGKey(seed), n)
    return np.array([float(noisy_energy(thetas, key)) for key in keys])


if __name__ == "__main__":
    samples = shots(jnp.zeros(N_QUBITS), 200)
    print(samples.mean(), samples.std())
