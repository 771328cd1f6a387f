import jax.numpy as jnp


def rbf(a, b, theta=1.0, len_scale=1.0):
    """Squared exponential kernel between the rows of a and b."""
    sq = jnp.sum((a[:, None, :] - b[None, :, :]) ** 2, axis=-1)
    return theta * jnp.exp(-0.5 * sq / len_scale**2)
