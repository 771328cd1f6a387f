import jax.numpy as jnp


class ChebyshevBasis:
    def __init__(self, degree):
        self.degree = degree

    def evaluate(self, x):
        return jnp.stack([jnp.cos(k * jnp.arccos(x)) for k in range(self.degree + 1)], axis=-1)
