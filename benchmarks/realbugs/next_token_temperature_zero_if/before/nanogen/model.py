import jax
import jax.numpy as jnp


class WindowLM:
    """Predicts the next token from the embeddings of the last `window` tokens."""

    def __init__(self, vocab_size, dim, window):
        self.vocab_size = vocab_size
        self.dim = dim
        self.window = window

    def init(self, key):
        k_emb, k_out = jax.random.split(key)
        return {"embed": jax.random.normal(k_emb, (self.vocab_size, self.dim)),
                "out": jax.random.normal(k_out, (self.window * self.dim, self.vocab_size)) / self.dim}

    def forward(self, params, window_tokens, compute_dtype):
        x = params["embed"][window_tokens].reshape(window_tokens.shape[0], -1).astype(compute_dtype)
        return (x @ params["out"].astype(compute_dtype)).astype(jnp.float32)
