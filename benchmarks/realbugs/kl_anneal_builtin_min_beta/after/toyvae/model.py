"""A Gaussian VAE with one hidden layer in the encoder and decoder."""

import jax
import jax.numpy as jnp


def _dense(key, n_in, n_out):
    return {"w": jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros(n_out)}


def init_vae(key, data_dim, hidden, latent):
    keys = jax.random.split(key, 5)
    return {
        "enc": _dense(keys[0], data_dim, hidden),
        "mu": _dense(keys[1], hidden, latent),
        "logvar": _dense(keys[2], hidden, latent),
        "dec": _dense(keys[3], latent, hidden),
        "out": _dense(keys[4], hidden, data_dim),
    }


def _apply(layer, x):
    return x @ layer["w"] + layer["b"]


def encode(params, x):
    h = jax.nn.relu(_apply(params["enc"], x))
    return _apply(params["mu"], h), _apply(params["logvar"], h)


def decode(params, z):
    return _apply(params["out"], jax.nn.relu(_apply(params["dec"], z)))
