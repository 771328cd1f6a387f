import jax


def thermal_noise(key, shape, scale):
    """Gaussian random velocities of the heat bath."""
    return scale * jax.random.normal(key, shape)
