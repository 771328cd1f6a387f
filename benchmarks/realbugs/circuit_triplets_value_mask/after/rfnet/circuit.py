import jax.numpy as jnp
import numpy as np
from jax.scipy.linalg import block_diag

from .models import shunt_lc
from .sparse import solve_triplets, to_triplets


class LadderCircuit:
    """Shunt LC sections in cascade; port 0 of the first and port 1 of the last are the external ports."""

    def __init__(self, n_sections):
        self.n_sections = n_sections
        n = 2 * n_sections
        self.connections = np.zeros((n, n))
        for k in range(n_sections - 1):
            self.connections[2 * k + 1, 2 * k + 2] = self.connections[2 * k + 2, 2 * k + 1] = 1.0
        blocks = np.kron(np.eye(n_sections), np.ones((2, 2)))
        self.structure = (np.eye(n) + blocks @ self.connections) != 0

    def transmission(self, freq, inductance, capacitance):
        n = 2 * self.n_sections
        s_blocks = block_diag(*[shunt_lc(freq, inductance, capacitance)] * self.n_sections)
        system = jnp.eye(n) - s_blocks @ self.connections
        rows, cols, values = to_triplets(system, self.structure)
        incident = jnp.zeros(n, system.dtype).at[0].set(1.0)
        waves = solve_triplets(n, rows, cols, values, s_blocks @ incident)
        return jnp.abs(waves[n - 1])
