import math

import jax
import jax.numpy as jnp


def hadamard(shape, dtype=jnp.float32):
    """Normalised Sylvester Hadamard matrix of size shape[0] (a power of two)."""
    lg2 = int(math.log2(shape[0]))
    H = jnp.ones((1, 1), dtype=dtype)
    for _ in range(lg2):
        H = jnp.vstack([jnp.hstack([H, H]), jnp.hstack([H, -H])])
    return 2 ** (-lg2 / 2) * H


class Dense:
    def __init__(self, features_in, features_out):
        self.features_in = features_in
        self.features_out = features_out

    def init(self, key):
        scale = 1.0 / jnp.sqrt(self.features_in)
        return {"w": scale * jax.random.normal(key, (self.features_in, self.features_out)),
                "b": jnp.zeros(self.features_out)}

    def __call__(self, params, x):
        return x @ params["w"] + params["b"]


class HadamardTransform:
    """Fixed orthogonal mixing of the features (the H step of a Fastfood layer); no parameters."""

    def __init__(self, n_hadamard):
        self.n_hadamard = n_hadamard

    def init(self, key):
        return {}

    def __call__(self, params, x):
        return x @ hadamard((self.n_hadamard,), x.dtype)
