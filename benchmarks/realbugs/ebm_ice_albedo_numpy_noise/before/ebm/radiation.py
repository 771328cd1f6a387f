import jax.numpy as jnp
import numpy as np

STEFAN_BOLTZMANN = 5.67e-8


def equilibrium_albedo(temperature, params):
    mid = 0.5 * (params.albedo_ice + params.albedo_water)
    half = 0.5 * (params.albedo_ice - params.albedo_water)
    return mid - half * jnp.tanh((temperature - params.critical_temperature) / (params.transition_width / 2))


def incoming(albedo, params, noise=False):
    flux = params.solar / 4.0 * (1.0 - albedo)
    if noise:
        flux = flux + params.noise_amplitude * np.random.randn()  # expect: JXL402
    return flux


def outgoing(temperature, params):
    return params.emissivity * STEFAN_BOLTZMANN * temperature ** 4
