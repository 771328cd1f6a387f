import functools

import jax
import jax.numpy as jnp


def generate_step(params, window, key, model, temperature, top_k):
    """Sample the token after a full context window: temperature scaling, then top-k filtering."""
    logits = model.logits(params, window)[-1] / temperature
    kth = jax.lax.top_k(logits, top_k)[0][-1]
    logits = jnp.where(logits < kth, -jnp.inf, logits)
    return jax.random.categorical(key, logits)


class TextGenerator:
    def __init__(self, model, temperature=0.8, top_k=10, pad_id=0):
        self.model = model
        self.temperature = temperature
        self.top_k = top_k
        self.pad_id = pad_id

    def generate(self, params, prompt, max_new_tokens, key):
        step = jax.jit(functools.partial(generate_step, model=self.model,  # expect: JXL502
                                         temperature=self.temperature, top_k=self.top_k))
        padded = [self.pad_id] * max(0, self.model.block_size - len(prompt)) + list(prompt)
        window = jnp.asarray(padded[-self.model.block_size:])
        generated = []
        for _ in range(max_new_tokens):
            key, sub = jax.random.split(key)
            token = step(params, window, sub)
            generated.append(int(token))
            window = jnp.concatenate([window[1:], token[None]])
        return generated
