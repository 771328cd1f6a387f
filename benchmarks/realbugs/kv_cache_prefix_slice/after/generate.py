import jax

from attention import Attention

attention = Attention(n_heads=4, n_kv_heads=2, head_dim=8, max_len=16)


@jax.jit
def decode_step(q, cache_k, cache_v, pos):
    """Attention of the new token's query over the first `pos` cached positions."""
    return attention(q, cache_k, cache_v, pos)


def decode(queries, cache_k, cache_v, start):
    outputs = []
    for i, q in enumerate(queries):
        outputs.append(decode_step(q, cache_k, cache_v, start + i))
    return outputs
