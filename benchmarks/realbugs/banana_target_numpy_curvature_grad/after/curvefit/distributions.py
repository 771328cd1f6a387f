import jax.numpy as jnp

from gymlite import Banana


class BananaDistribution:
    """The banana target as a distribution whose curvature can itself be a model parameter."""

    def __init__(self, ndims, curvature):
        self.ndims = ndims
        self.curvature = curvature
        self.target = Banana(ndims=ndims, curvature=curvature)

    def log_prob(self, value):
        return self.target.unnormalized_log_prob(value)


class HalfNormal:
    def __init__(self, scale):
        self.scale = scale

    def log_prob(self, value):
        return jnp.where(value >= 0, -0.5 * (value / self.scale) ** 2, -jnp.inf)
