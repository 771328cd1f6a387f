import jax
import jax.numpy as jnp

from tinylm.model import next_token_logits

STOP_TOKEN_IDS = (0, 1)


def greedy_step(params, tokens, pos):
    logits = next_token_logits(params, tokens, pos)
    next_id = jnp.argmax(logits)
    tokens = tokens.at[pos + 1].set(next_id)
    finished = next_id.tolist() in STOP_TOKEN_IDS  # expect: JXL104
    return tokens, finished


greedy_step_jit = jax.jit(greedy_step)


def generate(params, prompt, max_len):
    tokens = jnp.zeros(max_len, dtype=jnp.int32).at[: len(prompt)].set(jnp.asarray(prompt))
    pos = len(prompt) - 1
    while pos + 1 < max_len:
        tokens, finished = greedy_step_jit(params, tokens, pos)
        pos += 1
        if finished:
            break
    return tokens[: pos + 1]
