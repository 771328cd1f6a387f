import jax
import jax.numpy as jnp


def reparameterize(key, mu, log_var):
    """z = mu + sigma * eps with eps ~ N(0, I): the sample stays differentiable in mu and log_var."""
    sigma = jnp.exp(0.5 * log_var)
    return mu + sigma * jax.random.normal(key, mu.shape)


def gaussian_kl(mu, log_var):
    return -0.5 * jnp.sum(1.0 + log_var - mu ** 2 - jnp.exp(log_var), axis=-1)
