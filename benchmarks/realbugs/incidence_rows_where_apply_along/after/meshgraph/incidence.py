"""Edges of a graph as rows of an incidence matrix: a one in the columns of its two endpoints."""
import jax.numpy as jnp


def incidence_matrix(edges, num_nodes):
    edges = jnp.asarray(edges)
    rows = jnp.arange(edges.shape[0])
    matrix = jnp.zeros((edges.shape[0], num_nodes), dtype=jnp.int32)
    return matrix.at[rows, edges[:, 0]].set(1).at[rows, edges[:, 1]].set(1)


def _endpoints(row):
    # Every row holds exactly two ones; apply_along_axis maps this over the rows with vmap, so the number of
    # indices must be given.
    return jnp.nonzero(row, size=2)[0]


def edge_endpoints(incidence):
    """The two node indices of every edge, in increasing order."""
    return jnp.apply_along_axis(_endpoints, 1, incidence)
