import jax
import jax.numpy as jnp


class BigramLM:
    """Next-token logits read from a (vocab, vocab) table: the smallest language model there is."""

    def __init__(self, vocab_size):
        self.vocab_size = vocab_size

    def init(self, key):
        return {"table": jax.random.normal(key, (self.vocab_size, self.vocab_size))}

    def logits(self, params, token):
        return params["table"][token]

    def loss(self, params, tokens):
        logp = jax.nn.log_softmax(params["table"][tokens[:-1]])
        return -jnp.mean(jnp.take_along_axis(logp, tokens[1:, None], axis=-1))
