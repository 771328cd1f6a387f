import jax
import jax.numpy as jnp

from nn import random


def init(shape):
    return random.normal(shape, stddev=0.1)


@jax.jit
def noisy_forward(w, x, key):
    noise = jax.random.uniform(key, x.shape, minval=-0.05, maxval=0.05)
    return jnp.tanh((x + noise) @ w)
