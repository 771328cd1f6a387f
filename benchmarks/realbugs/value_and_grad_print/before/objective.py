import jax.numpy as jnp


def negative_log_likelihood(theta, data):
    mu, log_sigma = theta[0], theta[1]
    nll = jnp.sum(0.5 * ((data - mu) / jnp.exp(log_sigma)) ** 2 + log_sigma)
    print("nll:", nll)  # expect: JXL201
    return nll
