import math
from typing import NamedTuple

import jax
import jax.numpy as jnp


class HarmonicBonds(NamedTuple):
    pairs: jnp.ndarray
    k: float
    r0: float

    def energy(self, positions):
        i, j = self.pairs[:, 0], self.pairs[:, 1]
        lengths = jnp.linalg.norm(positions[i] - positions[j], axis=-1)
        return 0.5 * self.k * jnp.sum((lengths - self.r0) ** 2)


class HarmonicAngles(NamedTuple):
    triplets: jnp.ndarray
    k: float
    theta0: float

    def angle(self, a, b, c):
        u, v = a - b, c - b
        cos_theta = jnp.dot(u, v) / (jnp.linalg.norm(u) * jnp.linalg.norm(v))
        return math.acos(cos_theta)  # expect: JXL104

    def energy(self, positions):
        a, b, c = (positions[self.triplets[:, k]] for k in range(3))
        theta = jax.vmap(self.angle)(a, b, c)
        return 0.5 * self.k * jnp.sum((theta - self.theta0) ** 2)
