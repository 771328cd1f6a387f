import jax


class BigramLM:
    """A token-bigram language model: one row of next-token logits per previous token."""

    def __init__(self, vocab_size):
        self.vocab_size = vocab_size

    def init(self, key):
        return {"table": 0.5 * jax.random.normal(key, (self.vocab_size, self.vocab_size))}

    def __call__(self, params, token):
        return params["table"][token]
