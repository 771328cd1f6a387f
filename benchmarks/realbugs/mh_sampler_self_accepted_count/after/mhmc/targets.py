import jax.numpy as jnp


def line_posterior(data_x, data_y, noise):
    """Log posterior of a straight line's (slope, intercept) under Gaussian noise and a broad Gaussian prior."""

    def log_prob(theta):
        model = theta[0] * data_x + theta[1]
        log_likelihood = -0.5 * jnp.sum(((data_y - model) / noise) ** 2)
        return log_likelihood - 0.5 * jnp.sum(theta**2) / 100.0

    return log_prob
