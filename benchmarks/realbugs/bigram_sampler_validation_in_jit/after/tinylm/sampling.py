from functools import partial

import jax
import jax.numpy as jnp

from tinylm.model import next_token_logits, nucleus_filter


def generate(params, prompt, key, temperature, top_p, max_new_tokens, top_k):
    if temperature <= 0:
        raise ValueError(f"temperature must be positive, got {temperature}")
    if not 0.0 < top_p <= 1.0:
        raise ValueError(f"top_p must be in (0, 1], got {top_p}")
    return _generate(params, prompt, key, temperature, top_p, max_new_tokens=max_new_tokens, top_k=top_k)


@partial(jax.jit, static_argnames=("max_new_tokens", "top_k"))
def _generate(params, prompt, key, temperature, top_p, max_new_tokens, top_k):
    def step(carry, step_key):
        token = carry
        logits = next_token_logits(params, token) / temperature
        top_values, _ = jax.lax.top_k(logits, top_k)
        logits = jnp.where(logits < top_values[-1], -jnp.inf, logits)
        # top_p == 1.0 keeps every token, so the filter can always run.
        logits = nucleus_filter(logits, top_p)
        new_token = jax.random.categorical(step_key, logits)
        return new_token, new_token

    keys = jax.random.split(key, max_new_tokens)
    _, tokens = jax.lax.scan(step, prompt[-1], keys)
    return jnp.concatenate([prompt, tokens])
