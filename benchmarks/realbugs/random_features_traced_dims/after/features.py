from functools import partial

import jax.numpy as jnp
from jax import jit, random


@partial(jit, static_argnums=(0, 1))
def feature_map(n, d, sigma=1.0, seed=123):
    """Random Fourier features of an n-dimensional input and a time: returns (W, w, b) for phi below."""
    key_w, key_t, key_b = random.split(random.PRNGKey(seed), 3)
    W = random.normal(key_w, (d, n)) / sigma
    w = random.normal(key_t, (d,)) / sigma
    b = 2 * jnp.pi * random.uniform(key_b, (d,))
    return W, w, b


def phi(features, x, t):
    W, w, b = features
    return jnp.sqrt(2.0 / W.shape[0]) * jnp.cos(jnp.matmul(W, x) + w * t + b)
