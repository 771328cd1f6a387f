import jax


def weather_noise(key, shape, amplitude):
    """Daily white-noise heat flux (W m^-2) drawn from the given key."""
    return amplitude * jax.random.normal(key, shape)
