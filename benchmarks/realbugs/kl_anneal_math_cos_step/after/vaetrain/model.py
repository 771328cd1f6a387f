import jax
import jax.numpy as jnp


class LinearVAE:
    def __init__(self, data_dim, latent_dim):
        self.data_dim = data_dim
        self.latent_dim = latent_dim

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"enc": 0.1 * jax.random.normal(k1, (self.data_dim, 2 * self.latent_dim)),
                "dec": 0.1 * jax.random.normal(k2, (self.latent_dim, self.data_dim))}

    def terms(self, params, x, key):
        mean, log_var = jnp.split(x @ params["enc"], 2, axis=-1)
        z = mean + jnp.exp(0.5 * log_var) * jax.random.normal(key, mean.shape)
        reconstruction = jnp.mean(jnp.sum((z @ params["dec"] - x) ** 2, axis=-1))
        kl = jnp.mean(0.5 * jnp.sum(jnp.exp(log_var) + mean ** 2 - 1.0 - log_var, axis=-1))
        return reconstruction, kl
