from typing import NamedTuple

import jax
import jax.numpy as jnp

from tsp.cities import tour_length


class AnnealConfig(NamedTuple):
    kmax: int = 20_000
    kT: float = 5.0


def temperature(k, config):
    return (1.0 - k / config.kmax) * config.kT + 1e-3


def reverse_segment(tour, i, j):
    """2-opt move: reverse the cities between positions i and j (inclusive)."""
    idx = jnp.arange(tour.shape[0])
    lo, hi = jnp.minimum(i, j), jnp.maximum(i, j)
    return tour[jnp.where((idx >= lo) & (idx <= hi), lo + hi - idx, idx)]


@jax.jit
def anneal(dists, key, config):
    n = dists.shape[0]
    tour = jnp.arange(n)
    energy = tour_length(dists, tour)

    def sweep(k, carry):
        tour, energy, key = carry
        key, key_ij, key_u = jax.random.split(key, 3)
        i, j = jax.random.randint(key_ij, (2,), 0, n)
        candidate = reverse_segment(tour, i, j)
        delta = tour_length(dists, candidate) - energy
        accept = jax.random.uniform(key_u) < jnp.exp(-delta / temperature(k, config))
        return jnp.where(accept, candidate, tour), jnp.where(accept, energy + delta, energy), key

    tour, energy, _ = jax.lax.fori_loop(0, config.kmax, sweep, (tour, energy, key))
    return tour, energy
