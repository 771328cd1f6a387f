import jax.numpy as jnp


def perplexity(mean_nll):
    """Perplexity is the exponential of the mean negative log-likelihood per token."""
    return jnp.exp(mean_nll)
