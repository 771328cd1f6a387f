"""Residual MLP blocks, rematerialised to save activation memory."""
import jax
import jax.numpy as jnp


def residual_block(x, weight, bypass=None):
    """One tanh block; `bypass` turns the skip connection off for ablations."""
    hidden = jnp.tanh(x @ weight)
    if bypass:  # expect: JXL101
        return hidden
    return x + hidden


def residual_stack(x, weights, bypass=False):
    for weight in weights:
        x = jax.checkpoint(residual_block)(x, weight, bypass=bypass)
    return x
