import jax


def standard_normals(key, shape):
    """Gaussian shocks for the path simulation."""
    return jax.random.normal(key, shape)
