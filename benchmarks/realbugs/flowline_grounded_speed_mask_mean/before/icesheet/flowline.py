from dataclasses import dataclass

import jax
import jax.numpy as jnp
from jax import lax

ICE_DENSITY = 917.0
SEAWATER_DENSITY = 1028.0


@dataclass(frozen=True)
class FlowlineGeometry:
    bed: jax.Array
    dx: float


class Flowline:
    """Toy marine ice-sheet flowline: diffusive thickness evolution, diagnostics on the grounded part."""

    def __init__(self, geometry, rate_factor=2e-4, dt=0.5):
        self.geometry = geometry
        self.rate_factor = rate_factor
        self.dt = dt
        self.evolve = jax.jit(self._evolve, static_argnums=2)

    def speed(self, thickness):
        surface_slope = jnp.gradient(thickness + self.geometry.bed, self.geometry.dx)
        return -self.rate_factor * thickness**2 * surface_slope

    def grounded(self, thickness):
        return thickness * ICE_DENSITY > -self.geometry.bed * SEAWATER_DENSITY

    def mean_grounded_speed(self, thickness):
        speed = self.speed(thickness)
        return jnp.abs(speed[self.grounded(thickness)]).mean()  # expect: JXL107

    def year(self, thickness, smb):
        flux = self.speed(thickness) * thickness
        divergence = jnp.gradient(flux, self.geometry.dx)
        thickness = jnp.maximum(thickness + self.dt * (smb - divergence), 0.0)
        return thickness, self.mean_grounded_speed(thickness)

    def _evolve(self, thickness, smb, years):
        return lax.scan(lambda h, _: self.year(h, smb), thickness, None, length=years)
