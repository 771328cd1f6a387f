import jax.numpy as jnp
import numpy as np

from molrelax.bonded import BONDS, harmonic_bond_energy
from molrelax.minimize import minimize_structure

START = jnp.array([[1.0, 0.2, 3.3], [-0.5, -1.1, -0.9], [3.4, 5.5, 0.2]])


def relaxed_lengths(candidates):
    """Bond lengths of the relaxed CH2-like fragment for each candidate parameter set."""
    lengths = []
    for params in candidates:
        conf, residual = minimize_structure(harmonic_bond_energy, START, jnp.asarray(params),
                                            n_steps=300, learning_rate=0.02)
        assert float(residual) < 1e-2, residual
        d = conf[BONDS[:, 0]] - conf[BONDS[:, 1]]
        lengths.append(np.linalg.norm(np.asarray(d), axis=-1))
    return np.array(lengths)


if __name__ == "__main__":
    print(relaxed_lengths([[10.0, 3.0, 5.5], [10.0, 2.5, 5.0]]))
