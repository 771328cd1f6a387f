"""Debugging aids for attention layers."""

import jax
import jax.numpy as jnp


def report_attention(attn):
    """Show how peaked each query's attention distribution is (low entropy: the head attends to few keys)."""
    entropy = -jnp.sum(attn * jnp.log(attn + 1e-9), axis=-1)
    jax.debug.print("attention entropy per query: {}", entropy)
