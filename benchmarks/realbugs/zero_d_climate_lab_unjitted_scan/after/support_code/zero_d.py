"""Zero-D climate (Te = Ts, constant L) for lab 04, plus a logarithmic CO2 forcing."""
import functools

import jax
import jax.numpy as jnp

from . import phys

ALBEDO = 0.3
EMISSIVITY = 0.612
HEAT_CAPACITY = 4.0e8        # J m^-2 K^-1, roughly a 100 m ocean mixed layer
CO2_PREINDUSTRIAL = 280.0


def co2_forcing(co2_ppm):
    return 5.35 * jnp.log(co2_ppm / CO2_PREINDUSTRIAL)


@functools.partial(jax.jit, static_argnames=("years", "dt_years"))
def run_scenario(co2_ppm, years=200, t_init=288.0, dt_years=0.5):
    """Surface temperature, one value per time step, for a constant CO2 concentration."""
    dt = dt_years * phys.seconds_per_year
    forcing = co2_forcing(co2_ppm)

    def step(temperature, _):
        absorbed = phys.L_sun / 4.0 * (1.0 - ALBEDO) + forcing
        emitted = EMISSIVITY * phys.sigma * temperature ** 4
        temperature = temperature + dt * (absorbed - emitted) / HEAT_CAPACITY
        return temperature, temperature

    num_steps = int(years / dt_years)
    _, temperatures = jax.lax.scan(step, jnp.float32(t_init), None, length=num_steps)
    return temperatures
