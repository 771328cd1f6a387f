import jax
import jax.numpy as jnp

from mpnn.layers import MessagePassing


class NodeRegressor:
    def __init__(self, in_dim, hidden, num_layers=2):
        dims = [in_dim] + [hidden] * num_layers
        self.layers = [MessagePassing(a, b) for a, b in zip(dims[:-1], dims[1:])]
        self.hidden = hidden

    def init(self, key):
        keys = jax.random.split(key, len(self.layers) + 1)
        return {"layers": [layer.init(k) for layer, k in zip(self.layers, keys)],
                "readout": jax.random.normal(keys[-1], (self.hidden,)) / jnp.sqrt(self.hidden)}

    def predict(self, params, graph):
        x = graph.nodes
        for layer, layer_params in zip(self.layers, params["layers"]):
            x = layer(layer_params, x, graph)
        return x @ params["readout"]
