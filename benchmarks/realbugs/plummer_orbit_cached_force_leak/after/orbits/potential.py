"""A Plummer-sphere potential for test-particle orbits."""

import jax
import jax.numpy as jnp


class PlummerPotential:
    def __init__(self, mass=1.0, scale=0.5):
        self.mass = mass
        self.scale = scale

    def energy(self, q):
        return -self.mass / jnp.sqrt(jnp.sum(q**2) + self.scale**2)

    def acceleration(self, q):
        return -jax.grad(self.energy)(q)
