import functools

import jax
import jax.numpy as jnp

from .lm import next_log_probs


@functools.partial(jax.jit, static_argnames=("beam_width", "max_len"))
def beam_search(table, start_token, beam_width=3, max_len=6):
    vocab_size = table.shape[0]
    # Only the first beam is live at the start: the others begin at -inf so top_k never picks them.
    scores = jnp.full((beam_width,), -jnp.inf).at[0].set(0.0)
    seqs = jnp.zeros((beam_width, max_len + 1), jnp.int32).at[:, 0].set(start_token)
    for t in range(max_len):
        log_probs = jax.vmap(lambda tok: next_log_probs(table, tok))(seqs[:, t])
        totals = (scores[:, None] + log_probs).reshape(-1)
        scores, flat = jax.lax.top_k(totals, beam_width)
        parents, tokens = flat // vocab_size, flat % vocab_size
        seqs = seqs[parents].at[:, t + 1].set(tokens.astype(jnp.int32))
    return scores[0], seqs[0]
