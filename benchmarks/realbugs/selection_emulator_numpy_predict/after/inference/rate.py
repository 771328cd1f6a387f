"""Expected detection rate integral used in the population likelihood."""
import jax
import jax.numpy as jnp
import numpy as np

from emulator import SelectionEmulator

RNG = np.random.default_rng(0)
EMULATOR = SelectionEmulator(0.01 * RNG.normal(size=(2, 8)), np.zeros(8))


@jax.jit
def expected_rate(m1, m2, alpha):
    grid = jnp.column_stack([m1, m2])
    log_vt = EMULATOR.predict(grid).ravel()
    return jnp.sum(m1 ** (-alpha) * jnp.exp(log_vt))
