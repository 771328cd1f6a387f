import jax
import jax.numpy as jnp


class LinearAutoencoder:
    def __init__(self, dim, code):
        self.dim = dim
        self.code = code
        self.loss_and_grad = jax.jit(jax.value_and_grad(self.denoising_loss))

    def init(self, key):
        k_enc, k_dec = jax.random.split(key)
        return {"enc": jax.random.normal(k_enc, (self.dim, self.code)) / jnp.sqrt(self.dim),
                "dec": jax.random.normal(k_dec, (self.code, self.dim)) / jnp.sqrt(self.code)}

    def reconstruct(self, params, x):
        return (x @ params["enc"]) @ params["dec"]

    def denoising_loss(self, params, noisy, clean):
        return jnp.mean((self.reconstruct(params, noisy) - clean) ** 2)
