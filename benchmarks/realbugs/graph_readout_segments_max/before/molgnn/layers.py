import jax
import jax.numpy as jnp


class MessagePassing:
    def __call__(self, params, nodes, senders, receivers):
        messages = jnp.tanh(nodes[senders] @ params["w_msg"])
        aggregated = jax.ops.segment_sum(messages, receivers, num_segments=nodes.shape[0])
        return jnp.tanh(nodes @ params["w_self"] + aggregated)


class SumReadout:
    """Pools node features into one vector per graph of the batch."""

    def __call__(self, nodes, node_graph):
        num_graphs = jnp.max(node_graph) + 1
        return jax.ops.segment_sum(nodes, node_graph, num_segments=num_graphs)  # expect: JXL106
