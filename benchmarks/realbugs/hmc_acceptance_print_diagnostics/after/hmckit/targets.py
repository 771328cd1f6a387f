import jax.numpy as jnp


class CorrelatedGaussian:
    """Zero-mean Gaussian with a given precision matrix."""

    def __init__(self, precision):
        self.precision = jnp.asarray(precision)

    def potential(self, q):
        return 0.5 * q @ self.precision @ q
