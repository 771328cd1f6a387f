import jax
import jax.numpy as jnp


def reparameterize(key, mu, logvar):
    """z = mu + sigma * eps with eps ~ N(0, I), so gradients flow through mu and sigma."""
    eps = jax.random.normal(key, mu.shape)
    return mu + jnp.exp(0.5 * logvar) * eps
