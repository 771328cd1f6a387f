import jax
import jax.numpy as jnp


def masked_softmax(scores, valid_lens):
    """Softmax over the last axis, ignoring key positions at or past each query's valid length."""
    positions = jnp.arange(scores.shape[-1])
    mask = positions[None, :] < valid_lens[:, None]
    scores = jnp.where(mask, scores, -1e6)
    return jax.nn.softmax(scores, axis=-1)
