import jax
import jax.numpy as jnp


def linear_init(key, n_in, n_out):
    return {"w": jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros(n_out)}


def linear(p, x):
    return x @ p["w"] + p["b"]


class ConditionalVAE:
    def __init__(self, data_dim=2, num_classes=4, hidden=64, latent_dim=2):
        self.data_dim = data_dim
        self.num_classes = num_classes
        self.hidden = hidden
        self.latent_dim = latent_dim

    def init(self, key):
        k = jax.random.split(key, 5)
        d, c, h, z = self.data_dim, self.num_classes, self.hidden, self.latent_dim
        return {"enc": linear_init(k[0], d + c, h), "mu": linear_init(k[1], h, z), "log_var": linear_init(k[2], h, z),
                "dec": linear_init(k[3], z + c, h), "out": linear_init(k[4], h, d)}

    def encode(self, params, x, labels):
        h = jax.nn.relu(linear(params["enc"], jnp.concatenate([x, labels], axis=-1)))
        return linear(params["mu"], h), linear(params["log_var"], h)

    def decode(self, params, z, labels):
        h = jax.nn.relu(linear(params["dec"], jnp.concatenate([z, labels], axis=-1)))
        return linear(params["out"], h)
