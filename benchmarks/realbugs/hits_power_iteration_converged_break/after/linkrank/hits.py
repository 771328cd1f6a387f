"""Hubs and authorities by power iteration, written against an array namespace."""

import jax
import jax.numpy as xp

from linkrank.convergence import is_converged


def hits(adjacency, max_iter, tol):
    n = adjacency.shape[0]

    def power_step(state):
        iteration, hubs, _ = state
        authorities = hubs @ adjacency
        new_hubs = adjacency @ authorities
        return iteration + 1, new_hubs / xp.max(new_hubs), hubs

    def not_converged(state):
        iteration, hubs, previous = state
        return (iteration < max_iter) & ~is_converged(xp, previous, hubs, n, tol)

    start = (xp.array(0), xp.full(n, 1.0 / n), xp.zeros(n))
    _, hubs, _ = jax.lax.while_loop(not_converged, power_step, start)
    authorities = hubs @ adjacency
    return hubs / xp.sum(hubs), authorities / xp.sum(authorities)
