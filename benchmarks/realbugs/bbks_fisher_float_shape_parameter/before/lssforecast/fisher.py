import jax
import jax.numpy as jnp

from .cosmology import with_varied
from .power import linear_power


class PowerSpectrumFisher:
    """Fisher matrix of a galaxy survey measuring P(k) in bins with Gaussian errors."""

    def __init__(self, k, volume=1.0e9, shot_noise=1.0e3):
        self.k = jnp.asarray(k)
        dk = jnp.gradient(self.k)
        self.modes = volume * self.k ** 2 * dk / (2.0 * jnp.pi ** 2)
        self.shot_noise = shot_noise
        self.matrix = jax.jit(self._matrix)

    def log_power(self, theta):
        return jnp.log(linear_power(with_varied(theta), self.k))

    def _matrix(self, theta):
        power = jnp.exp(self.log_power(theta))
        jacobian = jax.jacfwd(self.log_power)(theta)
        weight = 0.5 * self.modes * (power / (power + self.shot_noise)) ** 2
        return jacobian.T @ (weight[:, None] * jacobian)

    def marginal_errors(self, theta):
        return jnp.sqrt(jnp.diag(jnp.linalg.inv(self.matrix(theta))))
