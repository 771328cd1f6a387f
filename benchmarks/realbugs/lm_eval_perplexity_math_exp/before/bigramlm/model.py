import jax
import jax.numpy as jnp


class BigramLM:
    def __init__(self, vocab_size):
        self.vocab_size = vocab_size

    def init(self, key):
        return {"logits": 0.01 * jax.random.normal(key, (self.vocab_size, self.vocab_size))}

    def nll(self, params, tokens):
        logits = params["logits"][tokens[:, :-1]]
        log_probs = jax.nn.log_softmax(logits, axis=-1)
        targets = tokens[:, 1:]
        picked = jnp.take_along_axis(log_probs, targets[..., None], axis=-1)[..., 0]
        return -jnp.mean(picked)
