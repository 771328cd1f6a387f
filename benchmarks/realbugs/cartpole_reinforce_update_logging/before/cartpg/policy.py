import jax
import jax.numpy as jnp


class SoftmaxPolicy:
    """Two-action policy: 4-dim CartPole observation -> hidden layer -> action logits."""

    def __init__(self, hidden=20):
        self.hidden = hidden

    def init(self, key):
        first, second = jax.random.split(key)
        return {"w1": 0.1 * jax.random.normal(first, (4, self.hidden)), "b1": jnp.zeros(self.hidden),
                "w2": 0.1 * jax.random.normal(second, (self.hidden, 2)), "b2": jnp.zeros(2)}

    def log_probs(self, params, observations):
        hidden = jnp.tanh(observations @ params["w1"] + params["b1"])
        return jax.nn.log_softmax(hidden @ params["w2"] + params["b2"])
