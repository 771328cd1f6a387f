import jax
import jax.numpy as jnp

from positions import position_ids


class PositionalEncoder:
    def __init__(self, max_len=64, dim=8):
        pos = jnp.arange(max_len)[:, None]
        freq = jnp.exp(-jnp.arange(0, dim, 2) / dim * jnp.log(10000.0))
        self.table = jnp.concatenate([jnp.sin(pos * freq), jnp.cos(pos * freq)], axis=1)

    def encode(self, tokens, order):
        ids = position_ids(tokens, order)
        return tokens[order][:, None] + self.table[ids]


encoder = PositionalEncoder()
encode = jax.jit(encoder.encode)
