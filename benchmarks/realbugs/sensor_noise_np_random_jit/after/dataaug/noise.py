import jax


def add_sensor_noise(key, readings, scale=0.05):
    """Gaussian read-out noise, as the simulator's sensors would add."""
    return readings + scale * jax.random.normal(key, readings.shape)
