import jax.numpy as jnp

from trainer import Trainer


def linear(params, x):
    return x @ params["w"] + params["b"]


def main(steps=3):
    loader = [(jnp.ones((8, 3)), jnp.zeros((8, 1)))] * steps
    params = {"w": jnp.ones((3, 1)), "b": jnp.zeros(1)}
    return Trainer(linear).fit(params, loader)
