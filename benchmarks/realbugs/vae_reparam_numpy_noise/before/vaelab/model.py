import jax
import jax.numpy as jnp

from vaelab.sampling import reparameterize


def dense_init(key, n_in, n_out):
    return {"w": jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros(n_out)}


def dense(p, x):
    return x @ p["w"] + p["b"]


class VAE:
    def __init__(self, dim=64, hidden=32, latent=4):
        self.dim, self.hidden, self.latent = dim, hidden, latent

    def init(self, key):
        keys = jax.random.split(key, 4)
        return {"enc": dense_init(keys[0], self.dim, self.hidden),
                "mu": dense_init(keys[1], self.hidden, self.latent),
                "logvar": dense_init(keys[2], self.hidden, self.latent),
                "dec": dense_init(keys[3], self.latent, self.dim)}

    def encode(self, params, x):
        h = jax.nn.relu(dense(params["enc"], x))
        return dense(params["mu"], h), dense(params["logvar"], h)

    def decode(self, params, z):
        return dense(params["dec"], z)

    def negative_elbo(self, params, x):
        mu, logvar = self.encode(params, x)
        z = reparameterize(mu, logvar)
        logits = self.decode(params, z)
        recon = jnp.sum(jnp.logaddexp(0.0, logits) - x * logits, axis=-1)
        kl = -0.5 * jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), axis=-1)
        return jnp.mean(recon + kl)
