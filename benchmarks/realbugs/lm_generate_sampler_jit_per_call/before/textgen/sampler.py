"""Samplers turn next-token logits into tokens; each one owns its decoding loop."""

from functools import partial

import jax
import jax.numpy as jnp


class TopKSampler:
    def __init__(self, k, temperature):
        self.k = k
        self.temperature = temperature

    def pick(self, logits, key):
        top_logits, top_ids = jax.lax.top_k(logits / self.temperature, self.k)
        choice = jax.random.categorical(key, top_logits, axis=-1)
        return jnp.take_along_axis(top_ids, choice[:, None], axis=-1)[:, 0]

    def _decode(self, next_logits, tokens, key, prompt_len, steps):
        def body(carry, step_key):
            tokens, position = carry
            logits = next_logits(tokens)[:, position - 1]
            token = self.pick(logits, step_key)
            tokens = jax.lax.dynamic_update_slice_in_dim(tokens, token[:, None], position, axis=1)
            return (tokens, position + 1), token

        keys = jax.random.split(key, steps)
        (tokens, _), _ = jax.lax.scan(body, (tokens, prompt_len), keys)
        return tokens

    def __call__(self, next_logits, tokens, key, prompt_len, num_steps):
        decode = jax.jit(partial(self._decode, next_logits, prompt_len=prompt_len, steps=num_steps))  # expect: JXL502
        return decode(tokens, key)


class GreedySampler(TopKSampler):
    def __init__(self):
        super().__init__(k=1, temperature=1.0)
