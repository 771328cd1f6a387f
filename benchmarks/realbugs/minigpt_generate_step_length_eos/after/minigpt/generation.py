"""Text generation for MiniGPT, one compiled step per new token, stopping at the end-of-text id."""

import jax
import jax.numpy as jnp

from minigpt.model import PAD_ID
from minigpt.sampling import sample_top_k


class TextGenerator:
    def __init__(self, model, params, end_id, top_k):
        self.model = model
        self.params = params
        self.end_id = end_id
        self.top_k = top_k
        self._step = jax.jit(self._generate_step)

    def _generate_step(self, params, tokens, length, key):
        logits = self.model(params, tokens)
        next_token = sample_top_k(logits[0, length - 1], key, self.top_k)
        finished = next_token == self.end_id
        tokens = tokens.at[0, length].set(jnp.where(finished, PAD_ID, next_token))
        return tokens, finished

    def generate_text(self, start_tokens, max_tokens, key):
        tokens = jnp.full((1, self.model.maxlen), PAD_ID, dtype=jnp.int32)
        tokens = tokens.at[0, :len(start_tokens)].set(jnp.array(start_tokens))
        length = len(start_tokens)
        for _ in range(max_tokens):
            key, step_key = jax.random.split(key)
            tokens, finished = self._step(self.params, tokens, length, step_key)
            if bool(finished):
                break
            length += 1
        return [int(t) for t in tokens[0, :length]]
