import math

import jax
import jax.numpy as jnp


def sinusoidal_table(length, dim):
    """PE[pos, 2i] = sin(pos / 10000^(2i/dim)), PE[pos, 2i+1] = cos(...), as in the PyTorch reference."""
    position = jnp.arange(length)[:, None]
    div_term = jnp.exp(jnp.arange(0, dim, 2) * (-math.log(10000.0) / dim))
    pe = jnp.zeros((length, dim))
    pe = pe.at[:, 0::2].set(jnp.sin(position * div_term))
    pe = pe.at[:, 1::2].set(jnp.cos(position * div_term))
    return pe


class Embedding:
    def __init__(self, vocab_size, dim):
        self.vocab_size, self.dim = vocab_size, dim

    def init(self, key):
        return {"table": jax.random.normal(key, (self.vocab_size, self.dim)) * 0.02}

    def __call__(self, params, tokens):
        return params["table"][tokens] * math.sqrt(self.dim) + sinusoidal_table(tokens.shape[-1], self.dim)
