import jax
import jax.numpy as jnp


def gcn_layer(weight, graph, h):
    """Kipf & Welling: H' = D^-1/2 (A + I) D^-1/2 H W, with the sums over edges done by segment_sum."""
    num_nodes = graph.nodes.shape[0]
    degree = jax.ops.segment_sum(jnp.ones_like(graph.receivers, dtype=h.dtype), graph.receivers,
                                 num_segments=num_nodes) + 1.0
    norm = jax.lax.rsqrt(degree)
    messages = (h * norm[:, None])[graph.senders]
    aggregated = jax.ops.segment_sum(messages, graph.receivers, num_segments=num_nodes)
    return (norm[:, None] * (aggregated + h * norm[:, None])) @ weight
