from typing import NamedTuple

import jax.numpy as jnp
import numpy as np


class GraphBatch(NamedTuple):
    nodes: jnp.ndarray      # (total_nodes, features)
    senders: jnp.ndarray    # (total_edges,)
    receivers: jnp.ndarray  # (total_edges,)
    n_node: jnp.ndarray     # (num_graphs,) nodes per graph
    labels: jnp.ndarray     # (total_nodes,)


def batch_graphs(graphs):
    """Concatenate (features, edges, labels) graphs into one disconnected graph, offsetting the node indices."""
    offset, senders, receivers = 0, [], []
    for features, edges, _ in graphs:
        senders.append(edges[:, 0] + offset)
        receivers.append(edges[:, 1] + offset)
        offset += features.shape[0]
    return GraphBatch(
        nodes=jnp.asarray(np.concatenate([g[0] for g in graphs])),
        senders=jnp.asarray(np.concatenate(senders)),
        receivers=jnp.asarray(np.concatenate(receivers)),
        n_node=jnp.asarray([g[0].shape[0] for g in graphs]),
        labels=jnp.asarray(np.concatenate([g[2] for g in graphs])),
    )
