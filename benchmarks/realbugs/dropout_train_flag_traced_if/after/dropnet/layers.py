import jax
import jax.numpy as jnp


class Dense:
    def __init__(self, in_features, out_features):
        self.in_features = in_features
        self.out_features = out_features

    def init(self, key):
        w = jax.random.normal(key, (self.in_features, self.out_features)) * jnp.sqrt(2.0 / self.in_features)
        return {"w": w, "b": jnp.zeros(self.out_features)}

    def __call__(self, params, x):
        return x @ params["w"] + params["b"]


class Dropout:
    """Inverted dropout: active when `train` is true, the identity at evaluation."""

    def __init__(self, rate):
        self.rate = rate

    def __call__(self, x, key, train):
        if train:
            keep = jax.random.bernoulli(key, 1.0 - self.rate, x.shape)
            return jnp.where(keep, x / (1.0 - self.rate), 0.0)
        return x
