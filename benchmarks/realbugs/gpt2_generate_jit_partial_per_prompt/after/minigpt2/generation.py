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
        self._step = jax.jit(self._next_token)

    def _next_token(self, params, window, key):
        return generate_step(params, window, key, self.model, self.temperature, self.top_k)

    def generate(self, params, prompt, max_new_tokens, key):
        padded = [self.pad_id] * max(0, self.model.block_size - len(prompt)) + list(prompt)
        window = jnp.asarray(padded[-self.model.block_size:])
        generated = []
        for _ in range(max_new_tokens):
            key, sub = jax.random.split(key)
            token = self._step(params, window, sub)
            generated.append(int(token))
            window = jnp.concatenate([window[1:], token[None]])
        return generated
