import jax
import jax.numpy as jnp

from watercolumn.physics import diffuse


class SingleColumnModel:
    """Explicit time stepping of the temperature of one ocean column under a prescribed surface heat flux."""

    def __init__(self, grid, diffusivity, dt):
        self.grid = grid
        self.diffusivity = diffusivity
        self.dt = dt
        self.run = jax.jit(self._run)

    def step(self, temperature, flux):
        tendency = diffuse(temperature, self.diffusivity, self.grid.dz, flux)
        temperature = temperature + self.dt * tendency
        return temperature, temperature[0]

    def _run(self, temperature, surface_fluxes):
        return jax.lax.scan(self.step, temperature, surface_fluxes)


def seasonal_flux(num_steps, amplitude):
    days = jnp.arange(num_steps) / 24.0
    return amplitude * jnp.sin(2.0 * jnp.pi * days / 365.0)
