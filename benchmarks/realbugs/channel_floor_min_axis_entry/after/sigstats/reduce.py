"""Reductions over multichannel recordings (channels x samples). Users jit or vmap these themselves."""

import jax.numpy as jnp


def channel_floor(recording, axis):
    """Noise floor of each channel: the smallest absolute sample along `axis` (static under jit)."""
    return jnp.abs(recording).min(axis)


def quieter_of(recording, reference):
    """Whichever of the two recordings carries less total energy."""
    return jnp.where(jnp.sum(recording ** 2) < jnp.sum(reference ** 2), recording, reference)
