import jax
import jax.numpy as jnp


class Autoencoder:
    def __init__(self, dim, code_dim):
        self.dim = dim
        self.code_dim = code_dim

    def init(self, key):
        k_enc, k_dec = jax.random.split(key)
        return {
            "enc": jax.random.normal(k_enc, (self.dim, self.code_dim)) / jnp.sqrt(self.dim),
            "dec": jax.random.normal(k_dec, (self.code_dim, self.dim)) / jnp.sqrt(self.code_dim),
        }

    def __call__(self, params, x):
        return jnp.tanh(x @ params["enc"]) @ params["dec"]
