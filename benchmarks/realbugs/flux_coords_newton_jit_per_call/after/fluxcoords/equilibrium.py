"""A shaped toroidal equilibrium: flux coordinates (rho, theta) to lab coordinates (R, Z) and back."""

import jax
import jax.numpy as jnp

from fluxcoords.newton import newton_solve


class Equilibrium:
    def __init__(self, major_radius, minor_radius, elongation, triangularity, maxiter=30):
        self.major_radius = major_radius
        self.minor_radius = minor_radius
        self.elongation = elongation
        self.triangularity = triangularity
        self.maxiter = maxiter
        self._solve = jax.jit(jax.vmap(self._solve_one))

    def compute_RZ(self, coords):
        rho, theta = coords
        angle = theta + self.triangularity * jnp.sin(theta)
        R = self.major_radius + self.minor_radius * rho * jnp.cos(angle)
        Z = self.elongation * self.minor_radius * rho * jnp.sin(theta)
        return jnp.stack([R, Z])

    def _solve_one(self, target, guess):
        return newton_solve(lambda coords: self.compute_RZ(coords) - target, guess, self.maxiter)

    def map_coordinates(self, targets, guesses):
        """Flux coordinates (rho, theta) of the lab points `targets` (n, 2), by Newton's method from `guesses`."""
        return self._solve(targets, guesses)
