"""Square-lattice Ising model with periodic boundaries."""

import jax.numpy as jnp


def neighbour_sum(spins, i, j):
    n = spins.shape[0]
    return spins[(i + 1) % n, j] + spins[(i - 1) % n, j] + spins[i, (j + 1) % n] + spins[i, (j - 1) % n]


def total_energy(spins, J):
    right = jnp.roll(spins, -1, axis=1)
    down = jnp.roll(spins, -1, axis=0)
    return -J * jnp.sum(spins * (right + down))
