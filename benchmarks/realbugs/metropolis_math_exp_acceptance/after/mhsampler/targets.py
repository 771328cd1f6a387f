import jax.numpy as jnp


def gaussian_log_density(mu, sigma):
    def log_density(x):
        return -0.5 * jnp.sum(((x - mu) / sigma) ** 2)
    return log_density
