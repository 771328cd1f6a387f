import jax
import jax.numpy as jnp


class MLPClassifier:
    def __init__(self, in_dim, num_classes, hidden=(64, 64)):
        self.sizes = (in_dim, *hidden, num_classes)

    def init(self, key):
        keys = jax.random.split(key, len(self.sizes) - 1)
        return [{"w": jax.random.normal(k, (m, n)) * jnp.sqrt(2.0 / m), "b": jnp.zeros(n)}
                for k, m, n in zip(keys, self.sizes[:-1], self.sizes[1:])]

    def apply(self, params, x):
        for layer in params[:-1]:
            x = jax.nn.relu(x @ layer["w"] + layer["b"])
        return x @ params[-1]["w"] + params[-1]["b"]
