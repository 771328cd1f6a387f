"""Magnetic sources with closed-form fields."""

import jax.numpy as jnp

from magfield.special import ellipke

MU0 = 4e-7 * jnp.pi


class CurrentLoop:
    """A circular loop of radius `radius` (m) in the z = 0 plane carrying `current` (A)."""

    def __init__(self, radius, current, tol=1e-7):
        self.radius = radius
        self.current = current
        self.tol = tol

    def axial_field(self, rho, z):
        r2 = rho**2 + z**2
        alpha2 = self.radius**2 + r2 - 2.0 * self.radius * rho
        beta2 = self.radius**2 + r2 + 2.0 * self.radius * rho
        k, e = ellipke(1.0 - alpha2 / beta2, self.tol)
        scale = MU0 * self.current / jnp.pi
        return scale / (2.0 * alpha2 * jnp.sqrt(beta2)) * ((self.radius**2 - r2) * e + alpha2 * k)
