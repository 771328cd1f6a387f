import jax
import jax.numpy as jnp


class MLPClassifier:
    def __init__(self, sizes):
        self.sizes = tuple(sizes)

    def init(self, key):
        keys = jax.random.split(key, len(self.sizes) - 1)
        return [{"w": jax.random.normal(k, (m, n)) / jnp.sqrt(m), "b": jnp.zeros(n)}
                for k, m, n in zip(keys, self.sizes[:-1], self.sizes[1:])]

    def apply(self, params, x):
        for layer in params[:-1]:
            x = jax.nn.gelu(x @ layer["w"] + layer["b"])
        return x @ params[-1]["w"] + params[-1]["b"]

    def loss(self, params, x, labels):
        logp = jax.nn.log_softmax(self.apply(params, x))
        return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))
