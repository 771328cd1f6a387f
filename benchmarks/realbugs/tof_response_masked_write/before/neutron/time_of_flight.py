import jax.numpy as jnp

from .cross_sections import reaction_cross_section

NEUTRON_MASS_MEV = 939.565
C_M_PER_NS = 0.299792458


def flight_time(energy, distance):
    """Non-relativistic flight time in ns of a neutron of the given energy (MeV) over distance (m)."""
    velocity = C_M_PER_NS * jnp.sqrt(2.0 * energy / NEUTRON_MASS_MEV)
    return distance / velocity


def instrument_response(t, t0, rise=0.5, decay=3.0):
    dt = t - t0
    response = jnp.exp(-dt / decay) * (1.0 - jnp.exp(-dt / rise))
    response[dt < 0.0] = 0.0  # expect: JXL301
    return response


def synthetic_signal(params, energy, t_grid, distance=3.0):
    """Detector signal: each energy bin's yield arrives at its flight time, smeared by the instrument response."""
    weights = params["yield"] * reaction_cross_section(energy) * jnp.exp(-energy / params["temperature"])
    arrival = flight_time(energy, distance)
    return jnp.sum(weights[:, None] * instrument_response(t_grid[None, :], arrival[:, None]), axis=0)
