import jax.numpy as jnp


class SkinnyGaussian:
    """A long, skinny two-dimensional normal distribution (correlation 0.95)."""

    def __init__(self, rho=0.95):
        cov = jnp.array([[1.0, rho], [rho, 1.0]])
        self.precision = jnp.linalg.inv(cov)

    def log_density(self, q):
        return -0.5 * q @ self.precision @ q
