from functools import partial

import jax
import jax.numpy as jnp

from tinylm.model import next_token_logits, nucleus_filter


@partial(jax.jit, static_argnames=("max_new_tokens", "top_k"))
def generate(params, prompt, key, temperature, top_p, max_new_tokens, top_k):
    if temperature <= 0:  # expect: JXL101
        raise ValueError(f"temperature must be positive, got {temperature}")
    nucleus = top_p if top_p < 1.0 else None  # expect: JXL101

    def step(carry, step_key):
        token = carry
        logits = next_token_logits(params, token) / temperature
        top_values, _ = jax.lax.top_k(logits, top_k)
        logits = jnp.where(logits < top_values[-1], -jnp.inf, logits)
        if nucleus is not None:
            logits = nucleus_filter(logits, nucleus)
        new_token = jax.random.categorical(step_key, logits)
        return new_token, new_token

    keys = jax.random.split(key, max_new_tokens)
    _, tokens = jax.lax.scan(step, prompt[-1], keys)
    return jnp.concatenate([prompt, tokens])
