import jax
import jax.numpy as jnp


class SoftmaxClassifier:
    def __init__(self, num_features, num_classes):
        self.num_features = num_features
        self.num_classes = num_classes

    def init(self, key):
        return {"w": 0.01 * jax.random.normal(key, (self.num_features, self.num_classes)),
                "b": jnp.zeros(self.num_classes)}

    def predict(self, params, x):
        return jax.nn.softmax(x @ params["w"] + params["b"])

    def loss(self, params, x, labels):
        """Cross-entropy against the vote fractions."""
        return -jnp.mean(jnp.sum(labels * jnp.log(self.predict(params, x) + 1e-9), axis=-1))
