import jax


def gaussian_step(position, scale, key):
    """Symmetric random-walk proposal."""
    return position + scale * jax.random.normal(key, position.shape)
