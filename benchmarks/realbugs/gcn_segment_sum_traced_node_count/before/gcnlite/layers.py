import jax
import jax.numpy as jnp


def gcn_layer(weight, graph, h):
    """Kipf & Welling: H' = D^-1/2 (A + I) D^-1/2 H W, with the sums over edges done by segment_sum."""
    num_nodes = jnp.sum(graph.n_node)
    degree = jax.ops.segment_sum(jnp.ones_like(graph.receivers, dtype=h.dtype), graph.receivers,  # expect: JXL106
                                 num_segments=num_nodes) + 1.0
    norm = jax.lax.rsqrt(degree)
    messages = (h * norm[:, None])[graph.senders]
    aggregated = jax.ops.segment_sum(messages, graph.receivers, num_segments=num_nodes)  # expect: JXL106
    return (norm[:, None] * (aggregated + h * norm[:, None])) @ weight
