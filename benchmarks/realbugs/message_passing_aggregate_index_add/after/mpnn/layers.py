import jax
import jax.numpy as jnp


class MessagePassing:
    """message -> aggregate -> update, the three steps of a message-passing layer."""

    def __init__(self, in_dim, out_dim, aggr="mean"):
        self.in_dim = in_dim
        self.out_dim = out_dim
        self.aggr = aggr

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"msg": jax.random.normal(k1, (self.in_dim, self.out_dim)) / jnp.sqrt(self.in_dim),
                "self": jax.random.normal(k2, (self.in_dim, self.out_dim)) / jnp.sqrt(self.in_dim)}

    def message(self, params, x_j):
        return x_j @ params["msg"]

    def aggregate(self, messages, receivers, num_nodes):
        out = jnp.zeros((num_nodes, messages.shape[1]))
        out = out.at[receivers].add(messages)
        if self.aggr == "mean":
            counts = jnp.zeros(num_nodes).at[receivers].add(1.0)
            out = out / jnp.maximum(counts, 1.0)[:, None]
        return out

    def update(self, params, x, aggregated):
        return jax.nn.relu(x @ params["self"] + aggregated)

    def __call__(self, params, x, graph):
        messages = self.message(params, x[graph.senders])
        aggregated = self.aggregate(messages, graph.receivers, x.shape[0])
        return self.update(params, x, aggregated)
