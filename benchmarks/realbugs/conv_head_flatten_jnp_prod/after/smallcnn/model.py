import jax
import jax.numpy as jnp

from smallcnn.layers import conv2d, flatten, max_pool


class ConvClassifier:
    def __init__(self, channels=8, num_classes=10, image_size=8):
        self.channels = channels
        self.num_classes = num_classes
        self.image_size = image_size

    def init(self, key):
        k_conv, k_head = jax.random.split(key)
        pooled = (self.image_size // 2) ** 2 * self.channels
        return {
            "conv": 0.1 * jax.random.normal(k_conv, (3, 3, 1, self.channels)),
            "head": 0.1 * jax.random.normal(k_head, (pooled, self.num_classes)),
        }

    def __call__(self, params, images):
        h = jax.nn.relu(conv2d(images, params["conv"]))
        h = max_pool(h)
        return flatten(h) @ params["head"]


class Evaluator:
    def __init__(self, model):
        self.model = model
        self._predict = jax.jit(model.__call__)

    def accuracy(self, params, images, labels):
        return float(jnp.mean(jnp.argmax(self._predict(params, images), axis=-1) == labels))
