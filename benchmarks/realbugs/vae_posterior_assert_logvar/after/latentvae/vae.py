import jax
import jax.numpy as jnp

from latentvae.distributions import DiagonalGaussian
from latentvae.networks import Decoder, Encoder


class VAE:
    def __init__(self, dim=48, width=32, latent=4, kl_weight=1e-2):
        self.encoder = Encoder(dim, width, latent)
        self.decoder = Decoder(latent, width, dim)
        self.kl_weight = kl_weight

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"encoder": self.encoder.init(k1), "decoder": self.decoder.init(k2)}

    def posterior(self, params, x):
        return DiagonalGaussian(self.encoder(params["encoder"], x))

    def loss(self, params, x, key):
        posterior = self.posterior(params, x)
        recon = self.decoder(params["decoder"], posterior.sample(key))
        return jnp.mean(jnp.sum((recon - x) ** 2, axis=-1) + self.kl_weight * posterior.kl())
