import jax
import jax.numpy as jnp


class CharTokenizer:
    def __init__(self, text):
        self.vocab = sorted(set(text))
        self.index = {ch: i for i, ch in enumerate(self.vocab)}

    def encode(self, text):
        return jnp.array([self.index[ch] for ch in text], dtype=jnp.int32)


class TokenDataset:
    """The whole corpus lives on the device; every step draws random windows of block_size + 1 tokens."""

    def __init__(self, tokens, block_size, batch_size):
        self.tokens = tokens
        self.block_size = block_size
        self.batch_size = batch_size

    def window(self, start):
        return self.tokens[start:start + self.block_size + 1]  # expect: JXL106

    def sample(self, key):
        starts = jax.random.randint(key, (self.batch_size,), 0, self.tokens.shape[0] - self.block_size - 1)
        windows = jax.vmap(self.window)(starts)
        return windows[:, :-1], windows[:, 1:]
