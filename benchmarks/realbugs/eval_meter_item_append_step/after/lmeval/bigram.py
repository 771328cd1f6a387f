import jax
import jax.numpy as jnp


class BigramLM:
    def __init__(self, vocab_size):
        self.vocab_size = vocab_size

    def init(self, key):
        return {"logits": 0.1 * jax.random.normal(key, (self.vocab_size, self.vocab_size))}

    def token_loss(self, params, tokens):
        log_probs = jax.nn.log_softmax(params["logits"][tokens[:, :-1]])
        picked = jnp.take_along_axis(log_probs, tokens[:, 1:, None], axis=-1)
        return -jnp.mean(picked)
