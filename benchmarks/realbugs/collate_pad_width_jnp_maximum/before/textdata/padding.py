"""Fixed-length padding and truncation of token sequences, so every batch has one shape."""

import jax.numpy as jnp

PAD_ID = 0


def pad_to_length(tokens, max_len):
    tokens = tokens[:max_len]
    pad = jnp.maximum(max_len - tokens.shape[0], 0)
    return jnp.pad(tokens, (0, pad), constant_values=PAD_ID)  # expect: JXL106


def attention_mask(batch):
    return (batch != PAD_ID).astype(jnp.int32)
