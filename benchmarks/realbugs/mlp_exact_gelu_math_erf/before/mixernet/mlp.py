import jax
import jax.numpy as jnp

from mixernet.activations import get_activation


class MlpBlock:
    def __init__(self, config):
        self.config = config
        self.activation = get_activation(config.activation)

    def init(self, key):
        k1, k2 = jax.random.split(key)
        c = self.config
        return {
            "w1": jax.random.normal(k1, (c.in_dim, c.hidden_dim)) / jnp.sqrt(c.in_dim),
            "w2": jax.random.normal(k2, (c.hidden_dim, c.out_dim)) / jnp.sqrt(c.hidden_dim),
        }

    def __call__(self, params, x):
        return self.activation(x @ params["w1"]) @ params["w2"]
