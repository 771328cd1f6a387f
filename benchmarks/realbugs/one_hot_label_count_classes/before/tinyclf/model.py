import jax
import jax.numpy as jnp

from tinyclf.losses import accuracy, softmax_cross_entropy


class MLPClassifier:
    """Two-layer perceptron with a softmax head."""

    def __init__(self, in_dim, hidden, num_classes):
        self.in_dim = in_dim
        self.hidden = hidden
        self.num_classes = num_classes

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {
            "w1": jax.random.normal(k1, (self.in_dim, self.hidden)) / jnp.sqrt(self.in_dim),
            "b1": jnp.zeros(self.hidden),
            "w2": jax.random.normal(k2, (self.hidden, self.num_classes)) / jnp.sqrt(self.hidden),
            "b2": jnp.zeros(self.num_classes),
        }

    def logits(self, params, x):
        h = jnp.tanh(x @ params["w1"] + params["b1"])
        return h @ params["w2"] + params["b2"]

    def loss(self, params, x, y):
        return softmax_cross_entropy(self.logits(params, x), y)

    def metrics(self, params, x, y):
        logits = self.logits(params, x)
        return {"loss": softmax_cross_entropy(logits, y), "accuracy": accuracy(logits, y)}
