import jax
import jax.numpy as jnp


class BlockLocalAttention:
    def __init__(self, max_length, block_size, num_heads):
        self.max_length = int(max_length)
        self.block_size = block_size
        self.num_heads = num_heads

    def num_blocks(self):
        return (self.max_length + self.block_size - 1) // self.block_size

    def __call__(self, q, k, v):
        blocks = self.num_blocks()
        shape = (blocks, self.block_size, self.num_heads, q.shape[-1])
        qb, kb, vb = (t.reshape(shape) for t in (q, k, v))
        logits = jnp.einsum("bqhd,bkhd->bhqk", qb, kb) / jnp.sqrt(q.shape[-1])
        out = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(logits, axis=-1), vb)
        return out.reshape(q.shape)
