import jax.numpy as jnp
from jax.scipy.special import logsumexp


def bimodal_log_density(x):
    """Equal mixture of two unit Gaussians at -2 and +2, unnormalised."""
    return logsumexp(jnp.stack([-0.5 * jnp.sum((x - 2.0) ** 2), -0.5 * jnp.sum((x + 2.0) ** 2)]))
