import jax.numpy as jnp


def sine_log_likelihood(theta, t, y, sigma):
    """Gaussian log-likelihood of a sinusoid with amplitude theta[0] and frequency theta[1]."""
    model = theta[0] * jnp.sin(2.0 * jnp.pi * theta[1] * t)
    return -0.5 * jnp.sum(((y - model) / sigma) ** 2)
