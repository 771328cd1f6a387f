import jax


def gaussian_walk(theta, scale, key):
    """Symmetric random-walk proposal around the current state, drawn from an explicit key."""
    return theta + scale * jax.random.normal(key)
