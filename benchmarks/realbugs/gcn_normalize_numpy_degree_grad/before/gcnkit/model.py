import jax
import jax.numpy as jnp

from gcnkit.graph import normalized_adjacency
from gcnkit.layers import GCNLayer


class GCN:
    def __init__(self, in_dim, hidden, num_classes):
        self.layers = [GCNLayer(in_dim, hidden), GCNLayer(hidden, num_classes, activation=lambda x: x)]

    def init(self, key):
        keys = jax.random.split(key, len(self.layers))
        return [layer.init(k) for layer, k in zip(self.layers, keys)]

    def logits(self, params, adj, features):
        propagation = normalized_adjacency(adj)
        h = features
        for layer, layer_params in zip(self.layers, params):
            h = layer(layer_params, propagation, h)
        return h

    def loss(self, params, adj, features, labels, mask):
        log_probs = jax.nn.log_softmax(self.logits(params, adj, features))
        nll = -jnp.take_along_axis(log_probs, labels[:, None], axis=1)[:, 0]
        return jnp.sum(nll * mask) / jnp.sum(mask)
