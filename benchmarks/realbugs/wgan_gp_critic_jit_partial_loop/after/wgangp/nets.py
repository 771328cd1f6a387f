import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for k, (n_in, n_out) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros(n_out)})
    return params


def mlp(params, x):
    for layer in params[:-1]:
        x = jax.nn.leaky_relu(x @ layer["w"] + layer["b"], 0.2)
    last = params[-1]
    return x @ last["w"] + last["b"]


class Generator:
    def __init__(self, latent_dim=4, hidden=32, data_dim=2):
        self.latent_dim = latent_dim
        self.sizes = (latent_dim, hidden, hidden, data_dim)

    def init(self, key):
        return init_mlp(key, self.sizes)

    def __call__(self, params, z):
        return mlp(params, z)


class Critic:
    """No sigmoid at the end: WGAN critics output an unbounded score."""

    def __init__(self, hidden=32, data_dim=2):
        self.sizes = (data_dim, hidden, hidden, 1)

    def init(self, key):
        return init_mlp(key, self.sizes)

    def __call__(self, params, x):
        return mlp(params, x)[..., 0]
