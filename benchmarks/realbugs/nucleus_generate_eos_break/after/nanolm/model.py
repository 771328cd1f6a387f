import jax


class BigramLM:
    """A next-token table: the smallest model that still exercises the decoding loop."""

    def __init__(self, vocab_size):
        self.vocab_size = vocab_size

    def init(self, key):
        return {"table": jax.random.normal(key, (self.vocab_size, self.vocab_size))}

    def next_logits(self, params, token):
        return params["table"][token]
