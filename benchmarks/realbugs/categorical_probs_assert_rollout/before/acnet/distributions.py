import jax
import jax.numpy as jnp


class Categorical:
    """A categorical policy head over the last axis of `logits`."""

    def __init__(self, logits):
        self.logits = logits
        self.probs = jax.nn.softmax(logits, axis=-1)
        assert jnp.allclose(self.probs.sum(axis=-1), 1.0, atol=1e-5)  # expect: JXL102

    def sample(self, key):
        return jax.random.categorical(key, self.logits, axis=-1)

    def log_prob(self, actions):
        logp = jax.nn.log_softmax(self.logits, axis=-1)
        return jnp.take_along_axis(logp, actions[..., None], axis=-1)[..., 0]

    def entropy(self):
        return -jnp.sum(self.probs * jax.nn.log_softmax(self.logits, axis=-1), axis=-1)
