"""Exponential-family messages for expectation propagation; `xp` selects the array backend (numpy or jax.numpy)."""

import jax.numpy as jnp
import jax.scipy.special
import numpy as np
from scipy import special


class NormalMessage:
    def __init__(self, mean, sigma):
        self.mean = mean
        self.sigma = sigma

    def natural_parameters(self, xp):
        precision = 1.0 / self.sigma ** 2
        return xp.stack([self.mean * precision, -0.5 * precision])

    def log_partition(self, xp):
        eta1, eta2 = self.natural_parameters(xp)
        return -eta1 ** 2 / (4.0 * eta2) - 0.5 * xp.log(-2.0 * eta2)


class GammaMessage:
    def __init__(self, alpha, beta):
        self.alpha = alpha
        self.beta = beta

    def natural_parameters(self, xp):
        return xp.stack([self.alpha - 1.0, -self.beta])

    @staticmethod
    def invert_natural_parameters(natural):
        eta1, eta2 = natural
        return eta1 + 1.0, -eta2

    def log_partition(self, xp):
        alpha, beta = self.invert_natural_parameters(self.natural_parameters(xp))
        gammaln = jax.scipy.special.gammaln if xp is jnp else special.gammaln
        log_norm = gammaln(alpha)
        log_rate = xp.log(beta)
        return log_norm - alpha * log_rate

    def kl(self, other, xp):
        """KL(self || other) through the log-partition functions."""
        eta_diff = self.natural_parameters(xp) - other.natural_parameters(xp)
        mean_suff = xp.stack([self.expected_log(xp), self.alpha / self.beta])
        return xp.sum(eta_diff * mean_suff) - self.log_partition(xp) + other.log_partition(xp)

    def expected_log(self, xp):
        return xp.log(self.alpha) - xp.log(self.beta) - 0.5 / self.alpha
