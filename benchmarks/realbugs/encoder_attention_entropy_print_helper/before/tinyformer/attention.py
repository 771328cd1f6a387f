"""Single-head scaled dot-product attention with a key padding mask."""

import jax.numpy as jnp
from jax import nn

from tinyformer.diagnostics import report_attention

MASK_VALUE = -1e10


def attention(q, k, v, key_mask):
    scale = 1.0 / jnp.sqrt(q.shape[-1])
    sim = (q * scale) @ k.T
    sim = jnp.where(key_mask, sim, MASK_VALUE)
    attn = nn.softmax(sim, axis=-1)
    report_attention(attn)
    return attn @ v
