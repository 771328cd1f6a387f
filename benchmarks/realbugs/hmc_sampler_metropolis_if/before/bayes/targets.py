import jax.numpy as jnp


class CorrelatedGaussian:
    """A long, skinny 2-D Gaussian: the potential U(q) = q^T Sigma^-1 q / 2 and its gradient."""

    def __init__(self, sigma_x=1.0, sigma_y=1.0, rho=0.95):
        cov = jnp.array([[sigma_x**2, rho * sigma_x * sigma_y], [rho * sigma_x * sigma_y, sigma_y**2]])
        self.covariance = cov
        self.precision = jnp.linalg.inv(cov)

    def potential(self, q):
        return 0.5 * q @ self.precision @ q

    def gradient(self, q):
        return self.precision @ q
