import jax
import jax.numpy as jnp


def dense_init(key, fan_in, fan_out):
    return {"w": jax.random.normal(key, (fan_in, fan_out)) * jnp.sqrt(2.0 / fan_in), "b": jnp.zeros(fan_out)}


class VAE:
    def __init__(self, data_dim, latent_dim=2, hidden=64):
        self.data_dim = data_dim
        self.latent_dim = latent_dim
        self.hidden = hidden

    def init(self, key):
        keys = jax.random.split(key, 4)
        return {
            "enc": dense_init(keys[0], self.data_dim, self.hidden),
            "enc_out": dense_init(keys[1], self.hidden, 2 * self.latent_dim),
            "dec": dense_init(keys[2], self.latent_dim, self.hidden),
            "dec_out": dense_init(keys[3], self.hidden, self.data_dim),
        }

    def encode(self, params, x):
        h = jax.nn.relu(x @ params["enc"]["w"] + params["enc"]["b"])
        stats = h @ params["enc_out"]["w"] + params["enc_out"]["b"]
        return stats[:, :self.latent_dim], stats[:, self.latent_dim:]

    def decode(self, params, z):
        h = jax.nn.relu(z @ params["dec"]["w"] + params["dec"]["b"])
        return h @ params["dec_out"]["w"] + params["dec_out"]["b"]

    def losses(self, params, x, key):
        mean, log_var = self.encode(params, x)
        z = mean + jnp.exp(0.5 * log_var) * jax.random.normal(key, mean.shape)
        reconstruction = jnp.mean(jnp.sum((self.decode(params, z) - x) ** 2, axis=-1))
        kl = jnp.mean(-0.5 * jnp.sum(1.0 + log_var - mean ** 2 - jnp.exp(log_var), axis=-1))
        return reconstruction, kl
