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

    def compute_RZ(self, coords):
        rho, theta = coords
        angle = theta + self.triangularity * jnp.sin(theta)
        R = self.major_radius + self.minor_radius * rho * jnp.cos(angle)
        Z = self.elongation * self.minor_radius * rho * jnp.sin(theta)
        return jnp.stack([R, Z])

    def map_coordinates(self, targets, guesses):
        """Flux coordinates (rho, theta) of the lab points `targets` (n, 2), by Newton's method from `guesses`."""

        def solve_one(target, guess):
            return newton_solve(lambda coords: self.compute_RZ(coords) - target, guess, self.maxiter)

        solve = jax.jit(jax.vmap(solve_one))  # expect: JXL502
        return solve(targets, guesses)
