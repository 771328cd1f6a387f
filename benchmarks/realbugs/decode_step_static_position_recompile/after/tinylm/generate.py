"""Incremental decoding: one model call per new token, compiled once for every position."""

import jax
import jax.numpy as jnp

from tinylm.model import next_token_logits


@jax.jit
def decode_step(params, tokens, key, position):
    logits = next_token_logits(params, tokens, position)
    token = jax.random.categorical(key, logits)
    return jax.lax.dynamic_update_slice_in_dim(tokens, token[:, None], position, axis=1)


def generate(params, prompts, key, max_new_tokens):
    batch, prompt_len = prompts.shape
    tokens = jnp.zeros((batch, prompt_len + max_new_tokens), dtype=prompts.dtype)
    tokens = tokens.at[:, :prompt_len].set(prompts)
    for position in range(prompt_len, prompt_len + max_new_tokens):
        key, step_key = jax.random.split(key)
        tokens = decode_step(params, tokens, step_key, position)
    return tokens
