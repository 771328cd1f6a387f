import jax.numpy as jnp
import numpy as np


def reparameterize(mu, logvar):
    """z = mu + sigma * eps with eps ~ N(0, I), so gradients flow through mu and sigma."""
    eps = np.random.standard_normal(mu.shape)  # expect: JXL402
    return mu + jnp.exp(0.5 * logvar) * eps
