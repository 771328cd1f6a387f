import jax
import jax.numpy as jnp

STEFAN_BOLTZMANN = 5.67e-8


def equilibrium_albedo(temperature, params):
    mid = 0.5 * (params.albedo_ice + params.albedo_water)
    half = 0.5 * (params.albedo_ice - params.albedo_water)
    return mid - half * jnp.tanh((temperature - params.critical_temperature) / (params.transition_width / 2))


def incoming(albedo, params, key=None):
    flux = params.solar / 4.0 * (1.0 - albedo)
    if key is not None:
        flux = flux + params.noise_amplitude * jax.random.normal(key)
    return flux


def outgoing(temperature, params):
    return params.emissivity * STEFAN_BOLTZMANN * temperature ** 4
