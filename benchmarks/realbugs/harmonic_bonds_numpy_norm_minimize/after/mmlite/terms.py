from typing import NamedTuple

import jax.numpy as jnp


class HarmonicBonds(NamedTuple):
    """E = sum_b k_b / 2 (r_b - r0_b)^2 over bonded atom pairs (i, j)."""

    i: jnp.ndarray
    j: jnp.ndarray
    length: jnp.ndarray
    k: jnp.ndarray

    def energy(self, positions):
        lengths = jnp.linalg.norm(positions[self.i] - positions[self.j], axis=-1)
        return 0.5 * jnp.sum(self.k * (lengths - self.length) ** 2)


class HarmonicAngles(NamedTuple):
    """E = sum_a k_a / 2 (theta_a - theta0_a)^2 over angle triplets (i, j, k), j the central atom."""

    i: jnp.ndarray
    j: jnp.ndarray
    k_atom: jnp.ndarray
    theta0: jnp.ndarray
    k: jnp.ndarray

    def energy(self, positions):
        u = positions[self.i] - positions[self.j]
        v = positions[self.k_atom] - positions[self.j]
        cos = jnp.sum(u * v, axis=-1) / jnp.sqrt(jnp.sum(u * u, axis=-1) * jnp.sum(v * v, axis=-1))
        theta = jnp.arccos(jnp.clip(cos, -1.0, 1.0))
        return 0.5 * jnp.sum(self.k * (theta - self.theta0) ** 2)
