import jax
import jax.numpy as jnp


class Autoencoder:
    def __init__(self, dim, code):
        self.dim = dim
        self.code = code

    def init(self, key):
        k_enc, k_dec = jax.random.split(key)
        return {"enc": 0.3 * jax.random.normal(k_enc, (self.dim, self.code)),
                "dec": 0.3 * jax.random.normal(k_dec, (self.code, self.dim))}

    def reconstruction_loss(self, params, x):
        recon = jnp.tanh(x @ params["enc"]) @ params["dec"]
        return jnp.mean((recon - x) ** 2)
