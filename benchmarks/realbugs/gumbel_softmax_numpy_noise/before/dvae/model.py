import jax
import jax.numpy as jnp


class DiscreteVAE:
    def __init__(self, dim, num_codes, relaxation):
        self.dim = dim
        self.num_codes = num_codes
        self.relaxation = relaxation

    def init(self, key):
        k_enc, k_dec = jax.random.split(key)
        return {"enc": 0.3 * jax.random.normal(k_enc, (self.dim, self.num_codes)),
                "dec": 0.3 * jax.random.normal(k_dec, (self.num_codes, self.dim))}

    def loss(self, params, x):
        codes = self.relaxation(x @ params["enc"])
        recon = codes @ params["dec"]
        return jnp.mean((recon - x) ** 2), codes
