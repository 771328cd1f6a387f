import jax


def noise(key, y, scale):
    """Gaussian noise shaped like y, with standard deviation `scale`."""
    return scale * jax.random.normal(key, y.shape)


def add_noise(key, y, scale):
    return y + noise(key, y, scale)
