import jax
import jax.numpy as jnp

from .layers import gcn_layer


class GCN:
    def __init__(self, in_dim, hidden, num_classes):
        self.sizes = [in_dim, hidden, num_classes]

    def init(self, key):
        keys = jax.random.split(key, len(self.sizes) - 1)
        return [jax.random.normal(k, (m, n)) / jnp.sqrt(m) for k, m, n in zip(keys, self.sizes[:-1], self.sizes[1:])]

    def __call__(self, params, graph):
        h = graph.nodes
        for weight in params[:-1]:
            h = jax.nn.relu(gcn_layer(weight, graph, h))
        return gcn_layer(params[-1], graph, h)

    def loss(self, params, graph):
        logp = jax.nn.log_softmax(self(params, graph))
        return -jnp.mean(jnp.take_along_axis(logp, graph.labels[:, None], axis=-1))
