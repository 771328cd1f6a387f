from functools import partial

import jax
import jax.numpy as jnp

from pooling import segment_mean


class Readout:
    def __init__(self, weights):
        self.weights = weights

    def __call__(self, nodes, node_graph, n_graphs):
        pooled = segment_mean(nodes, node_graph, n_graphs)
        return jnp.tanh(pooled @ self.weights)


# Every NamedTuple field is a leaf under jit, so the graph count travels as a static argument instead.
@partial(jax.jit, static_argnames=("n_graphs",))
def _predict(weights, nodes, node_graph, n_graphs):
    return Readout(weights)(nodes, node_graph, n_graphs)


def predict(weights, graph):
    return _predict(weights, graph.nodes, graph.node_graph, n_graphs=graph.n_graphs)
