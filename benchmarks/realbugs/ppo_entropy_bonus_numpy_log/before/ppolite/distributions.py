import jax
import jax.numpy as jnp
import numpy as np


class Categorical:
    def __init__(self, logits):
        self.logits = logits
        self.probs = jax.nn.softmax(logits, axis=-1)

    def sample(self, key):
        return jax.random.categorical(key, self.logits, axis=-1)

    def log_prob(self, actions):
        return jnp.take_along_axis(jax.nn.log_softmax(self.logits, axis=-1), actions[..., None], axis=-1)[..., 0]

    def entropy(self):
        """In nats: -sum_a p(a) log p(a)."""
        return -np.sum(self.probs * np.log(self.probs + 1e-8), axis=-1)  # expect: JXL401
