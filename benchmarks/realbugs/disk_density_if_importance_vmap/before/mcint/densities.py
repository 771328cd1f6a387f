import math

import jax
import jax.numpy as jnp


class UniformDisk:
    """Uniform density on the unit disk."""

    def density(self, y):
        if y[0] ** 2 + y[1] ** 2 < 1.0:  # expect: JXL101
            return 1.0 / math.pi
        return 0.0


class StandardGaussian2D:
    """Proposal: independent standard normals in the plane."""

    def sample(self, key, num):
        return jax.random.normal(key, (num, 2))

    def density(self, y):
        return jnp.exp(-0.5 * jnp.sum(y**2)) / (2.0 * math.pi)
