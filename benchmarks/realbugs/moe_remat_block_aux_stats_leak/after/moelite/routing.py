"""Soft routing of tokens to experts, and the load-balancing penalty of a routing."""

import jax
import jax.numpy as jnp


def route(router_w, h):
    return jax.nn.softmax(h @ router_w, axis=-1)


def load_balance_penalty(probs):
    """Large when a few experts take most tokens."""
    usage = jnp.mean(probs, axis=0)
    return probs.shape[-1] * jnp.sum(usage ** 2)
