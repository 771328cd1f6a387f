from functools import partial

import jax
import jax.numpy as jnp

from storygen.model import causal_lm


@partial(jax.jit, static_argnames=("length",))
def sample_next(params, buffer, key, length, temperature):
    logits = causal_lm(params, buffer[:, :length])[:, -1] / temperature
    next_token = jax.random.categorical(key, logits)
    return buffer.at[:, length].set(next_token)


def sample(params, prompt, key, max_new_tokens, temperature=0.8, max_len=16):
    batch_size, prompt_len = prompt.shape
    buffer = jnp.zeros((batch_size, max_len), dtype=prompt.dtype).at[:, :prompt_len].set(prompt)
    for length, step_key in zip(range(prompt_len, prompt_len + max_new_tokens), jax.random.split(key, max_new_tokens)):
        buffer = sample_next(params, buffer, step_key, length, temperature)  # expect: JXL503
    return buffer[:, : prompt_len + max_new_tokens]
