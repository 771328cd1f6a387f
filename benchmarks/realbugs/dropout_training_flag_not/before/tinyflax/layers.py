"""Two layers in the manner of flax.linen, with explicit parameters."""

import jax
import jax.numpy as jnp


class Dense:
    def __init__(self, features: int):
        self.features = features

    def init(self, key, in_features: int) -> dict:
        scale = 1.0 / jnp.sqrt(in_features)
        return {"kernel": scale * jax.random.normal(key, (in_features, self.features)),
                "bias": jnp.zeros(self.features)}

    def __call__(self, params: dict, x):
        return x @ params["kernel"] + params["bias"]


class Dropout:
    def __init__(self, rate: float, deterministic: bool = False):
        self.rate = rate
        self.deterministic = deterministic

    def __call__(self, x, rng):
        if self.deterministic or self.rate == 0.0:  # expect: JXL101
            return x
        keep = jax.random.bernoulli(rng, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)
