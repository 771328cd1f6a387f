import jax
import jax.numpy as jnp


def dense_init(key, n_in, n_out):
    return {"w": jax.random.normal(key, (n_in, n_out)) * jnp.sqrt(2.0 / n_in), "b": jnp.zeros(n_out)}


def dense(p, x):
    return x @ p["w"] + p["b"]


class VAE:
    def __init__(self, data_dim=64, hidden=128, latent_dim=8):
        self.data_dim = data_dim
        self.hidden = hidden
        self.latent_dim = latent_dim

    def init(self, key):
        keys = jax.random.split(key, 5)
        return {
            "enc": dense_init(keys[0], self.data_dim, self.hidden),
            "mu": dense_init(keys[1], self.hidden, self.latent_dim),
            "log_var": dense_init(keys[2], self.hidden, self.latent_dim),
            "dec": dense_init(keys[3], self.latent_dim, self.hidden),
            "out": dense_init(keys[4], self.hidden, self.data_dim),
        }

    def encode(self, params, x):
        h = jax.nn.relu(dense(params["enc"], x))
        return dense(params["mu"], h), dense(params["log_var"], h)

    def decode(self, params, z):
        return dense(params["out"], jax.nn.relu(dense(params["dec"], z)))

    @staticmethod
    def reparameterize(key, mu, log_var):
        return mu + jnp.exp(0.5 * log_var) * jax.random.normal(key, mu.shape)
