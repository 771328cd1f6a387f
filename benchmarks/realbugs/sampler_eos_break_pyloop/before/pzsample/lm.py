import jax


class MarkovLM:
    """Token transition logits from a learned table; the state is the last token."""

    def __init__(self, vocab_size):
        self.vocab_size = vocab_size

    def init(self, key):
        return {"transitions": 2.0 * jax.random.normal(key, (self.vocab_size, self.vocab_size))}

    def step_logits(self, params, token):
        return params["transitions"][token]
