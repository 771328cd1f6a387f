import time

import jax


def weather_noise(shape, amplitude):
    """Daily white-noise heat flux (W m^-2), freshly seeded."""
    key = jax.random.PRNGKey(time.time_ns() % (2**31))  # expect: JXL402
    return amplitude * jax.random.normal(key, shape)
