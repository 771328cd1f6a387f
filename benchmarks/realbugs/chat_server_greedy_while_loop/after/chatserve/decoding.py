from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp

from chatserve.model import next_token_logits


class GreedyState(NamedTuple):
    cur_len: jnp.ndarray
    sequences: jnp.ndarray
    finished: jnp.ndarray


# compiled once per (max_length, eos, pad) and prompt shape, not traced anew on every request
@partial(jax.jit, static_argnames=("max_length", "eos_token_id", "pad_token_id"))
def greedy_search(params, prompt_ids, max_length, eos_token_id, pad_token_id=0):
    batch_size, prompt_len = prompt_ids.shape
    sequences = jnp.full((batch_size, max_length), pad_token_id, dtype=prompt_ids.dtype)
    sequences = jax.lax.dynamic_update_slice(sequences, prompt_ids, (0, 0))
    state = GreedyState(jnp.array(prompt_len), sequences, jnp.zeros(batch_size, dtype=bool))

    def cond_fn(state):
        return (state.cur_len < max_length) & ~jnp.all(state.finished)

    def body_fn(state):
        logits = next_token_logits(params, state.sequences, state.cur_len)
        next_token = jnp.where(state.finished, pad_token_id, jnp.argmax(logits, axis=-1))
        sequences = jax.lax.dynamic_update_slice(state.sequences, next_token[:, None], (0, state.cur_len))
        return GreedyState(state.cur_len + 1, sequences, state.finished | (next_token == eos_token_id))

    return jax.lax.while_loop(cond_fn, body_fn, state).sequences
