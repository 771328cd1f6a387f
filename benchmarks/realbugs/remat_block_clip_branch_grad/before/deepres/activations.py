"""Activations shared by the residual blocks."""

import jax.numpy as jnp


def soft_clip(h, limit):
    """Squash the hidden state smoothly once it leaves [-limit, limit]."""
    if jnp.max(jnp.abs(h)) > limit:  # expect: JXL101
        return limit * jnp.tanh(h / limit)
    return h
