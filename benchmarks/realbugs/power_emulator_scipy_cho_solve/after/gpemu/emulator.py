import jax.numpy as jnp
from jax.scipy.linalg import cho_factor, cho_solve

from .kernels import rbf


class PowerSpectrumEmulator:
    """Gaussian-process emulator of log P(k0) over cosmological parameters, with a linear mean."""

    def __init__(self, train_x, train_y, jitter=1e-5):
        self.train_x = jnp.asarray(train_x)
        self.train_y = jnp.asarray(train_y)
        self.jitter = jitter
        self.basis = jnp.concatenate([jnp.ones((self.train_x.shape[0], 1)), self.train_x], axis=1)
        self.mean_coefficients, *_ = jnp.linalg.lstsq(self.basis, self.train_y)
        self.residual = self.train_y - self.basis @ self.mean_coefficients

    @staticmethod
    def unpack(log_hyper):
        hyper = jnp.exp(log_hyper)
        return hyper[:-2], hyper[-2], hyper[-1]

    def negative_log_marginal(self, log_hyper):
        lengthscales, amplitude, noise = self.unpack(log_hyper)
        n = self.train_x.shape[0]
        cov = rbf(self.train_x, self.train_x, lengthscales, amplitude) + (noise + self.jitter) * jnp.eye(n)
        factor = cho_factor(cov, lower=True)
        alpha = cho_solve(factor, self.residual)
        log_det = 2.0 * jnp.sum(jnp.log(jnp.diag(factor[0])))
        return 0.5 * (self.residual @ alpha + log_det + n * jnp.log(2.0 * jnp.pi))

    def predict(self, log_hyper, test_x):
        lengthscales, amplitude, noise = self.unpack(log_hyper)
        n = self.train_x.shape[0]
        cov = rbf(self.train_x, self.train_x, lengthscales, amplitude) + (noise + self.jitter) * jnp.eye(n)
        cross = rbf(jnp.asarray(test_x), self.train_x, lengthscales, amplitude)
        test_basis = jnp.concatenate([jnp.ones((cross.shape[0], 1)), test_x], axis=1)
        return test_basis @ self.mean_coefficients + cross @ jnp.linalg.solve(cov, self.residual)
