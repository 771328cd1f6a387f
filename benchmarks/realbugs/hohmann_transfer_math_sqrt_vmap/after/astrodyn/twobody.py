import jax.numpy as jnp

MU_EARTH = 398600.4418  # km^3 / s^2


def circular_speed(radius, mu=MU_EARTH):
    return jnp.sqrt(mu / radius)


def vis_viva_speed(radius, semi_major_axis, mu=MU_EARTH):
    return jnp.sqrt(mu * (2.0 / radius - 1.0 / semi_major_axis))
