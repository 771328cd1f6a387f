"""Column physics: top-of-atmosphere insolation and a relaxation of temperature toward it."""

import jax.numpy as jnp

SOLAR_CONSTANT = 1361.0


def daily_insolation(day_of_year, latitudes):
    declination = jnp.deg2rad(23.44) * jnp.sin(2 * jnp.pi * (day_of_year - 81.0) / 365.0)
    cos_zenith = jnp.clip(jnp.cos(latitudes - declination), 0.0, 1.0)
    return SOLAR_CONSTANT / jnp.pi * cos_zenith


def relax_temperature(temperature, insolation, dt_seconds, timescale=30 * 86400.0):
    equilibrium = 200.0 + 0.3 * insolation
    return temperature + dt_seconds / timescale * (equilibrium - temperature)
