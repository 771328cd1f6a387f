import jax
import jax.numpy as jnp


class KeywordSpotter:
    """Mean-pooled log-mel frames through a small MLP, one logit per keyword."""

    def __init__(self, n_mels=40, hidden=64, num_keywords=5):
        self.n_mels, self.hidden, self.num_keywords = n_mels, hidden, num_keywords

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w1": jax.random.normal(k1, (self.n_mels, self.hidden)) / jnp.sqrt(self.n_mels),
                "w2": jax.random.normal(k2, (self.hidden, self.num_keywords)) / jnp.sqrt(self.hidden)}

    def __call__(self, params, specs):
        pooled = specs.mean(axis=-1)
        return jax.nn.relu(pooled @ params["w1"]) @ params["w2"]

    def loss(self, params, specs, labels):
        log_probs = jax.nn.log_softmax(self(params, specs))
        return -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=1))
