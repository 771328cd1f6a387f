import jax

from egnnlite.graph import fully_connected_edges
from egnnlite.layers import EGNNLayer


class EGNN:
    def __init__(self, num_nodes, features=8, hidden=32, depth=3):
        self.layers = [EGNNLayer(features, hidden) for _ in range(depth)]
        self.senders, self.receivers = fully_connected_edges(num_nodes)
        self.apply = jax.jit(self._apply)

    def init(self, key):
        return [layer.init(k) for layer, k in zip(self.layers, jax.random.split(key, len(self.layers)))]

    def _apply(self, params, h, x):
        for layer, p in zip(self.layers, params):
            h, x = layer(p, h, x, self.senders, self.receivers)
        return h, x
