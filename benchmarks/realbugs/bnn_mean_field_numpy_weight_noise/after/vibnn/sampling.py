import jax


def gaussian_noise(key, shape):
    """Standard normal noise for the reparameterised weights."""
    return jax.random.normal(key, shape)
