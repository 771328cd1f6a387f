import jax.numpy as jnp
from jax.scipy.stats import norm


class LinearRegression:
    """Stan-style model: parameters block (alpha, beta, sigma > 0), model block as a log density.

    The sampler works on the unconstrained vector theta = (alpha, beta, log sigma); the log density adds the
    log Jacobian of the sigma = exp(log sigma) transform, as Stan does.
    """

    param_names = ("alpha", "beta", "sigma")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def constrain(self, theta):
        alpha, beta, log_sigma = theta
        return alpha, beta, jnp.exp(log_sigma)

    def log_density(self, theta):
        alpha, beta, sigma = self.constrain(theta)
        log_prior = norm.logpdf(alpha, 0.0, 10.0) + norm.logpdf(beta, 0.0, 10.0) + norm.logpdf(sigma, 0.0, 5.0)
        log_likelihood = jnp.sum(norm.logpdf(self.y, alpha + beta * self.x, sigma))
        return log_prior + log_likelihood + theta[2]
