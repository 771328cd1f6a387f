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

    def _generate_step(self, params, tokens, key):
        length = int(jnp.sum(tokens[0] != PAD_ID))  # expect: JXL104
        logits = self.model(params, tokens)
        next_token = sample_top_k(logits[0, length - 1], key, self.top_k)
        if next_token == self.end_id:  # expect: JXL101
            return tokens, True
        return tokens.at[0, length].set(next_token), False

    def generate_text(self, start_tokens, max_tokens, key):
        tokens = jnp.full((1, self.model.maxlen), PAD_ID, dtype=jnp.int32)
        tokens = tokens.at[0, :len(start_tokens)].set(jnp.array(start_tokens))
        for _ in range(max_tokens):
            key, step_key = jax.random.split(key)
            tokens, finished = self._step(self.params, tokens, step_key)
            if finished:
                break
        return [int(t) for t in tokens[0] if int(t) != PAD_ID]
