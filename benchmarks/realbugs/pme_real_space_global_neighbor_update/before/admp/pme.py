"""Real-space part of the Ewald sum over the current neighbor list."""

import jax.numpy as jnp
from jax.scipy.special import erfc

from admp import neighbors

CUTOFF = 2.0
nbr = None


def build_neighbor_list(positions, capacity=6):
    global nbr
    nbr = neighbors.allocate(positions, CUTOFF, capacity)
    return nbr


def real_space(positions, charges, kappa):
    global nbr
    nbr = neighbors.update(nbr, positions, CUTOFF)  # expect: JXL202
    n = positions.shape[0]
    padded_pos = jnp.concatenate([positions, jnp.full((1, 3), 1e6)])
    padded_q = jnp.concatenate([charges, jnp.zeros(1)])
    r = jnp.linalg.norm(padded_pos[nbr.idx] - positions[:, None], axis=-1)
    pair = charges[:, None] * padded_q[nbr.idx] * erfc(kappa * r) / r
    return 0.5 * jnp.sum(jnp.where(nbr.idx < n, pair, 0.0))
