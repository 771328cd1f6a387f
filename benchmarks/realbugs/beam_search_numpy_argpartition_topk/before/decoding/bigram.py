import jax
import jax.numpy as jnp


class BigramDecoder:
    """Next-token log-probabilities from a learned bigram table."""

    def __init__(self, vocab_size):
        self.vocab_size = vocab_size

    def init(self, key):
        return {"table": jax.random.normal(key, (self.vocab_size, self.vocab_size))}

    def next_log_probs(self, params, last_tokens):
        return jax.nn.log_softmax(params["table"][last_tokens], axis=-1)

    def bos(self):
        return jnp.int32(0)
