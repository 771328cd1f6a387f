import jax
import jax.numpy as jnp


def masked_softmax(scores, valid_lens):
    """Softmax over the last axis, ignoring key positions at or past each query's valid length."""
    positions = jnp.arange(scores.shape[-1])
    mask = positions[None, :] < valid_lens[:, None]
    scores = scores.at[~mask].set(-1e6)  # expect: JXL107
    return jax.nn.softmax(scores, axis=-1)
