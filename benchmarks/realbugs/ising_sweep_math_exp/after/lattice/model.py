import jax.numpy as jnp


class IsingModel:
    """Square-lattice Ising model with periodic boundaries, nearest-neighbour coupling J and temperature T (k_B = 1)."""

    def __init__(self, size, temperature, coupling=1.0):
        self.size = size
        self.temperature = temperature
        self.coupling = coupling

    def neighbour_sum(self, spins, i, j):
        n = self.size
        return spins[(i + 1) % n, j] + spins[(i - 1) % n, j] + spins[i, (j + 1) % n] + spins[i, (j - 1) % n]

    def flip_energy(self, spins, i, j):
        """Energy change of flipping spin (i, j): 2 J s_ij sum of its neighbours."""
        return 2.0 * self.coupling * spins[i, j] * self.neighbour_sum(spins, i, j)

    def magnetisation(self, spins):
        return jnp.mean(spins)
