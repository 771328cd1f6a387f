"""Activations shared by the residual blocks."""

import jax.numpy as jnp


def soft_clip(h, limit):
    """Squash the hidden state smoothly once it leaves [-limit, limit]."""
    # Selected with jnp.where: under jax.checkpoint the hidden state is abstract even outside jit.
    return jnp.where(jnp.max(jnp.abs(h)) > limit, limit * jnp.tanh(h / limit), h)
