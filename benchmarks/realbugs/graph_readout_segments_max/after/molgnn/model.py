import jax
import jax.numpy as jnp

from molgnn.layers import MessagePassing, SumReadout


class GraphRegressor:
    def __init__(self, hidden):
        self.hidden = hidden
        self.message_passing = MessagePassing()
        self.readout = SumReadout()

    def init(self, key, node_dim):
        k1, k2, k3 = jax.random.split(key, 3)
        return {
            "embed": jax.random.normal(k1, (node_dim, self.hidden)) * 0.3,
            "w_msg": jax.random.normal(k2, (self.hidden, self.hidden)) * 0.3,
            "w_self": jnp.eye(self.hidden),
            "head": jax.random.normal(k3, (self.hidden,)) * 0.3,
        }

    def apply(self, params, graph, num_graphs):
        nodes = graph["nodes"] @ params["embed"]
        nodes = self.message_passing(params, nodes, graph["senders"], graph["receivers"])
        pooled = self.readout(nodes, graph["node_graph"], num_graphs)
        return pooled @ params["head"]
