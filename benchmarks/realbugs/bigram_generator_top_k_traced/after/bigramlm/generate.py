import jax

from bigramlm.sampling import top_k_filter


class Generator:
    def __init__(self, model, temperature):
        self.model = model
        self.temperature = temperature
        self._next_token = jax.jit(self._sample_next, static_argnames=("top_k",))

    def _sample_next(self, params, token, key, top_k):
        logits = self.model(params, token) / self.temperature
        return jax.random.categorical(key, top_k_filter(logits, top_k))

    def generate(self, params, prompt_token, key, length, top_k):
        tokens = [prompt_token]
        for _ in range(length):
            key, sample_key = jax.random.split(key)
            tokens.append(int(self._next_token(params, tokens[-1], sample_key, top_k)))
        return tokens
