"""Single-site Metropolis updates of an Ising lattice."""

import jax
import jax.numpy as jnp


def local_field(spins, i, j):
    size = spins.shape[0]
    return (spins[(i + 1) % size, j] + spins[(i - 1) % size, j]
            + spins[i, (j + 1) % size] + spins[i, (j - 1) % size])


def flip_site(spins, i, j, beta, uniform):
    delta = 2.0 * spins[i, j] * local_field(spins, i, j)
    accept = uniform < jnp.exp(-beta * delta)
    return spins.at[i, j].set(jnp.where(accept, -spins[i, j], spins[i, j]))


def record(magnetisation, t, spins):
    return magnetisation.at[t].set(jnp.mean(spins))
