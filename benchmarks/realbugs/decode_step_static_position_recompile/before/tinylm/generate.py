"""Incremental decoding: one compiled model call per new token, written into a fixed token buffer."""

from functools import partial

import jax
import jax.numpy as jnp

from tinylm.model import next_token_logits


@partial(jax.jit, static_argnames=("position",))
def decode_step(params, tokens, key, position):
    logits = next_token_logits(params, tokens, position)
    token = jax.random.categorical(key, logits)
    return tokens.at[:, position].set(token)


def generate(params, prompts, key, max_new_tokens):
    batch, prompt_len = prompts.shape
    tokens = jnp.zeros((batch, prompt_len + max_new_tokens), dtype=prompts.dtype)
    tokens = tokens.at[:, :prompt_len].set(prompts)
    for position in range(prompt_len, prompt_len + max_new_tokens):
        key, step_key = jax.random.split(key)
        tokens = decode_step(params, tokens, step_key, position=position)  # expect: JXL503
    return tokens
