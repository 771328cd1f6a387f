import jax.numpy as jnp


class IsingLattice:
    """A periodic square lattice of +1/-1 spins with nearest-neighbour coupling and an external field."""

    def __init__(self, size, coupling=1.0, field=0.0):
        self.size = size
        self.coupling = coupling
        self.field = field

    def ordered(self):
        return jnp.ones((self.size, self.size), dtype=jnp.int32)

    def neighbour_sum(self, spins, i, j):
        n = self.size
        return (spins[(i + 1) % n, j] + spins[(i - 1) % n, j]
                + spins[i, (j + 1) % n] + spins[i, (j - 1) % n])

    def flip_cost(self, spins, i, j):
        """Energy change of flipping spin (i, j)."""
        return 2.0 * spins[i, j] * (self.coupling * self.neighbour_sum(spins, i, j) + self.field)

    def magnetization(self, spins):
        return jnp.mean(spins.astype(jnp.float32))
