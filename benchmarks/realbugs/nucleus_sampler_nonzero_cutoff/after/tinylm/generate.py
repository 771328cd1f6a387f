import jax
import jax.numpy as jnp


def bigram_logits(params, token):
    return params["table"][token]


class Generator:
    def __init__(self, params, sampler):
        self.params = params
        self.sampler = sampler
        self._next_token = jax.jit(self._decode_step)

    def _decode_step(self, params, key, token):
        logits = bigram_logits(params, token)
        return self.sampler(key, logits)

    def generate(self, key, first_token, length):
        tokens = [first_token]
        for _ in range(length):
            key, sub = jax.random.split(key)
            tokens.append(int(self._next_token(self.params, sub, jnp.asarray(tokens[-1]))))
        return tokens
