"""Rank the pages of a small link graph by hub and authority scores."""

from functools import partial

import jax
import jax.numpy as jnp

from linkrank.hits import hits

LINKS = [(0, 1), (0, 2), (1, 2), (2, 0), (3, 2), (4, 2), (4, 3), (5, 4), (5, 2)]

rank = jax.jit(partial(hits, max_iter=200, tol=1e-7))


def adjacency_matrix(links, num_pages):
    matrix = jnp.zeros((num_pages, num_pages))
    for source, target in links:
        matrix = matrix.at[source, target].set(1.0)
    return matrix


def main():
    return rank(adjacency_matrix(LINKS, 6))


if __name__ == "__main__":
    print(main())
