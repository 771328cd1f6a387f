import jax.numpy as jnp
import numpy as np


def normal_logpdf(x, loc, scale):
    return -0.5 * ((x - loc) / scale) ** 2 - jnp.log(scale) - 0.5 * jnp.log(2.0 * jnp.pi)


class NonCenteredEightSchools:
    """theta_j = mu + tau * eta_j with eta_j ~ N(0, 1): the reparameterisation that removes the funnel."""

    def __init__(self, effects, std_errors):
        self.effects = effects
        self.std_errors = std_errors

    def unpack(self, position):
        return position[0], position[1], position[2:]

    def log_density(self, position):
        mu, log_tau, eta = self.unpack(position)
        tau = np.exp(log_tau)  # expect: JXL401
        theta = mu + tau * eta
        log_prior = normal_logpdf(mu, 0.0, 5.0) + normal_logpdf(tau, 0.0, 5.0) + log_tau
        log_prior = log_prior + jnp.sum(normal_logpdf(eta, 0.0, 1.0))
        return log_prior + jnp.sum(normal_logpdf(self.effects, theta, self.std_errors))
