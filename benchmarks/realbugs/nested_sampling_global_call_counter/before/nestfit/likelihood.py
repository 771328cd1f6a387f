import jax.numpy as jnp

N_LIKELIHOOD_CALLS = 0


def sine_log_likelihood(theta, t, y, sigma):
    """Gaussian log-likelihood of a sinusoid with amplitude theta[0] and frequency theta[1]."""
    global N_LIKELIHOOD_CALLS
    N_LIKELIHOOD_CALLS += 1  # expect: JXL202
    model = theta[0] * jnp.sin(2.0 * jnp.pi * theta[1] * t)
    return -0.5 * jnp.sum(((y - model) / sigma) ** 2)
