import functools

import jax
import jax.numpy as jnp

from chargen.sampling import top_p_filter


class BigramGenerator:
    def __init__(self, log_probs, top_p=0.9):
        self.log_probs = log_probs
        self.top_p = top_p

    @functools.partial(jax.jit, static_argnums=0)
    def sample_next(self, key, tokens):
        logits = self.log_probs[tokens]
        return jax.random.categorical(key, top_p_filter(logits, self.top_p), axis=-1)

    def generate(self, key, start, length):
        tokens = [start]
        for _ in range(length):
            key, step_key = jax.random.split(key)
            tokens.append(self.sample_next(step_key, tokens[-1]))
        return jnp.stack(tokens, axis=1)
