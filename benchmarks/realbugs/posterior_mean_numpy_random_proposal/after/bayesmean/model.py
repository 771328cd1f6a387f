import jax.numpy as jnp


class NormalMeanModel:
    """Normal likelihood with known noise and a normal prior on the mean: the posterior is known in closed form."""

    def __init__(self, data, noise_sd, prior_mean, prior_sd):
        self.data = jnp.asarray(data)
        self.noise_sd = noise_sd
        self.prior_mean = prior_mean
        self.prior_sd = prior_sd

    def log_prior(self, theta):
        return -0.5 * ((theta - self.prior_mean) / self.prior_sd) ** 2

    def log_likelihood(self, theta):
        return -0.5 * jnp.sum(((self.data - theta) / self.noise_sd) ** 2)

    def log_posterior(self, theta):
        return self.log_prior(theta) + self.log_likelihood(theta)

    def exact_posterior(self):
        precision = 1.0 / self.prior_sd**2 + self.data.size / self.noise_sd**2
        mean = (self.prior_mean / self.prior_sd**2 + self.data.sum() / self.noise_sd**2) / precision
        return float(mean), float(precision**-0.5)
