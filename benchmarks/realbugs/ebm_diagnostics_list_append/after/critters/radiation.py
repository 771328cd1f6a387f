import jax.numpy as jnp

STEFAN_BOLTZMANN = 5.67e-8


def ice_albedo(temperature, ice=0.6, water=0.25, transition=263.0, width=10.0):
    """Planetary albedo: a smooth step from ice-covered to ice-free conditions."""
    return 0.5 * (ice + water) - 0.5 * (ice - water) * jnp.tanh((temperature - transition) / (0.5 * width))


def outgoing_longwave(temperature, emissivity=0.61):
    return emissivity * STEFAN_BOLTZMANN * temperature**4
