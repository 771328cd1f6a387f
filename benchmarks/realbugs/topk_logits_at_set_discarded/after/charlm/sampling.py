import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("top_k",))
def sample_next(logits, key, temperature=1.0, top_k=None):
    """Draws the next token for each row of (batch, vocab) logits: temperature first, then the top-k filter."""
    logits = logits / temperature
    if top_k is not None:
        # every token outside the k most likely: the (vocab - k) smallest logits of each row
        _, dropped = jax.lax.top_k(-logits, logits.shape[-1] - top_k)
        rows = jnp.arange(logits.shape[0])[:, None]
        logits = logits.at[rows, dropped].set(-jnp.inf)
    return jax.random.categorical(key, logits, axis=-1)
