"""A small multilayer perceptron assembled from a list of layers."""

import jax
import jax.numpy as jnp

from tinynet.debug import print_activations


def dense(params):
    return lambda x: x @ params["w"] + params["b"]


def init_mlp(key, sizes):
    params = []
    for k, (n_in, n_out) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros(n_out)})
    return params


def apply_mlp(params, x):
    layers = [dense(params[0]), jax.nn.relu, print_activations("hidden"), dense(params[1])]
    for layer in layers:
        x = layer(x)
    jax.debug.print("logits {}", x.mean())
    return x
