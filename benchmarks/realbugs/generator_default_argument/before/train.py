import jax
import jax.numpy as jnp

from nn import random


def init(shape):
    return random.normal(shape, stddev=0.1)


@jax.jit
def noisy_forward(w, x):
    noise = random.uniform(x.shape, -0.05, 0.05)
    return jnp.tanh((x + noise) @ w)
