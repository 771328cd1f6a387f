import jax.numpy as jnp


def clip_count(requested, x):
    """How many leading items to keep: at most what the batch holds."""
    available = jnp.shape(x)[0]
    return jnp.minimum(available, requested)
