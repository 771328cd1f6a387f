"""Hubs and authorities by power iteration, written against an array namespace."""

import jax.numpy as xp

from linkrank.convergence import is_converged


def hits(adjacency, max_iter, tol):
    n = adjacency.shape[0]
    hubs = xp.full(n, 1.0 / n)
    for _ in range(max_iter):
        previous = hubs
        authorities = previous @ adjacency
        hubs = adjacency @ authorities
        hubs = hubs / xp.max(hubs)
        if is_converged(xp, previous, hubs, n, tol):  # expect: JXL101
            break
    else:
        raise RuntimeError(f"HITS did not converge in {max_iter} iterations")
    authorities = hubs @ adjacency
    return hubs / xp.sum(hubs), authorities / xp.sum(authorities)
