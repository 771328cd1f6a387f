import jax
import jax.numpy as jnp


class GaussianVAE:
    """A VAE with linear-tanh encoder and decoder and a Gaussian likelihood of fixed variance."""

    def __init__(self, data_dim, latent_dim=2, hidden=32):
        self.sizes = (data_dim, latent_dim, hidden)

    def init(self, key):
        data_dim, latent_dim, hidden = self.sizes
        keys = jax.random.split(key, 4)
        return {
            "enc": jax.random.normal(keys[0], (data_dim, hidden)) / jnp.sqrt(data_dim),
            "enc_out": jax.random.normal(keys[1], (hidden, 2 * latent_dim)) / jnp.sqrt(hidden),
            "dec": jax.random.normal(keys[2], (latent_dim, hidden)) / jnp.sqrt(latent_dim),
            "dec_out": jax.random.normal(keys[3], (hidden, data_dim)) / jnp.sqrt(hidden),
        }

    def negative_elbo(self, params, x, key):
        stats = jnp.tanh(x @ params["enc"]) @ params["enc_out"]
        mean, log_var = jnp.split(stats, 2, axis=-1)
        z = mean + jnp.exp(0.5 * log_var) * jax.random.normal(key, mean.shape)
        reconstruction = jnp.tanh(z @ params["dec"]) @ params["dec_out"]
        reconstruction_loss = 0.5 * jnp.sum((x - reconstruction) ** 2, axis=-1)
        kl = -0.5 * jnp.sum(1.0 + log_var - mean ** 2 - jnp.exp(log_var), axis=-1)
        return jnp.mean(reconstruction_loss + kl)
