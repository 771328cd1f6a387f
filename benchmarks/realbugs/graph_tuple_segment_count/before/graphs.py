from typing import NamedTuple

import jax.numpy as jnp


class Graph(NamedTuple):
    nodes: jnp.ndarray
    node_graph: jnp.ndarray
    n_graphs: int


def batch(graphs):
    nodes = jnp.concatenate([g.nodes for g in graphs])
    node_graph = jnp.concatenate([jnp.full(g.nodes.shape[0], i) for i, g in enumerate(graphs)])
    return Graph(nodes, node_graph, len(graphs))
