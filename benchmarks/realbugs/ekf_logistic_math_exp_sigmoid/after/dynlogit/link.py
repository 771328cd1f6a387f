import jax.numpy as jnp


def sigmoid(z):
    return 1.0 / (1.0 + jnp.exp(-z))


def bernoulli_variance(p):
    return p * (1.0 - p)
