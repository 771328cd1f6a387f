import jax
import jax.numpy as jnp


class Dropout:
    """Inverted dropout: zero a fraction `rate` of the activations and rescale the rest."""

    def __init__(self, rate):
        self.rate = rate

    def __call__(self, x, key, deterministic):
        if deterministic:
            return x
        if self.rate == 0.0:  # expect: JXL101
            return x
        keep = jax.random.bernoulli(key, 1.0 - self.rate, x.shape)
        return jnp.where(keep, x / (1.0 - self.rate), 0.0)


class MLPBlock:
    def __init__(self, hidden, dropout_rate):
        self.hidden = hidden
        self.dropout = Dropout(dropout_rate)

    def init(self, key, in_dim):
        return {"w": jax.random.normal(key, (in_dim, self.hidden)) * 0.02, "b": jnp.zeros(self.hidden)}

    def apply(self, params, x, key, deterministic=True):
        h = jax.nn.gelu(x @ params["w"] + params["b"])
        return self.dropout(h, key, deterministic)
