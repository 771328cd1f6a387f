import jax
import jax.numpy as jnp


class Dense:
    def __init__(self, in_features, out_features):
        self.in_features = in_features
        self.out_features = out_features

    def init(self, key):
        scale = jnp.sqrt(2.0 / self.in_features)
        return {"w": scale * jax.random.normal(key, (self.in_features, self.out_features)),
                "b": jnp.zeros(self.out_features)}

    def __call__(self, params, x):
        return x @ params["w"] + params["b"]


class Dropout:
    """Inverted dropout: scales kept activations by 1 / keep_prob so evaluation can skip it."""

    def __init__(self, rate):
        self.rate = rate

    def __call__(self, x, key, deterministic):
        if deterministic:  # expect: JXL101
            return x
        keep_prob = 1.0 - self.rate
        mask = jax.random.bernoulli(key, keep_prob, x.shape)
        return jnp.where(mask, x / keep_prob, 0.0)
