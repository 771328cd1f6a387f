import jax
import jax.numpy as jnp


class ConvFreeClassifier:
    """Flatten, one hidden layer, linear read-out over `num_classes` classes."""

    def __init__(self, image_shape, num_classes, hidden=128):
        self.in_dim = image_shape[0] * image_shape[1]
        self.num_classes = num_classes
        self.hidden = hidden

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w1": jax.random.normal(k1, (self.in_dim, self.hidden)) / jnp.sqrt(self.in_dim),
                "b1": jnp.zeros(self.hidden),
                "w2": jax.random.normal(k2, (self.hidden, self.num_classes)) / jnp.sqrt(self.hidden),
                "b2": jnp.zeros(self.num_classes)}

    def apply(self, params, images):
        x = images.reshape(images.shape[0], -1)
        return jax.nn.relu(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
