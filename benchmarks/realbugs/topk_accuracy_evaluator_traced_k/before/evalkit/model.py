import jax
import jax.numpy as jnp


class SoftmaxClassifier:
    def __init__(self, num_features, num_classes):
        self.num_features = num_features
        self.num_classes = num_classes

    def init(self, key):
        return {"w": 0.01 * jax.random.normal(key, (self.num_features, self.num_classes)),
                "b": jnp.zeros(self.num_classes)}

    def apply(self, params, x):
        return x @ params["w"] + params["b"]

    def loss(self, params, x, labels):
        log_probs = jax.nn.log_softmax(self.apply(params, x))
        return -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=1))
