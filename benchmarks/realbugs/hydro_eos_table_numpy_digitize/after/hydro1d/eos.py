import jax.numpy as jnp
import numpy as np


class TabulatedEOS:
    """Barotropic pressure P(rho), linear between the rows of a density table."""

    def __init__(self, rho_table, p_table):
        self.rho_table = jnp.asarray(rho_table)
        self.p_table = jnp.asarray(p_table)

    @classmethod
    def polytrope(cls, k, gamma, rho_min=0.1, rho_max=10.0, rows=256):
        rho = np.geomspace(rho_min, rho_max, rows)
        return cls(rho, k * rho**gamma)

    def pressure(self, rho):
        row = jnp.digitize(rho, self.rho_table[1:-1])
        lo, hi = self.rho_table[row], self.rho_table[row + 1]
        weight = (rho - lo) / (hi - lo)
        return (1.0 - weight) * self.p_table[row] + weight * self.p_table[row + 1]
