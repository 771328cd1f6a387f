import jax
import jax.numpy as jnp
import numpy as np


def is_tracer(value):
    return isinstance(value, jax.core.Tracer)


class GeneralizedPareto:
    """Peaks-over-threshold tail model; the shape parameters are fixed per asset class."""

    def __init__(self, scale, concentration):
        self.scale = scale
        self.concentration = concentration

    def upper_bound(self):
        # A negative concentration gives the distribution a finite upper end; checked only when known.
        if not is_tracer(self.concentration):
            if np.all(self.concentration < 0):  # expect: JXL101
                return -self.scale / self.concentration
        return jnp.inf

    def log_prob(self, excess):
        z = 1.0 + self.concentration * excess / self.scale
        log_density = -jnp.log(self.scale) - (1.0 + 1.0 / self.concentration) * jnp.log(z)
        return jnp.where(excess <= self.upper_bound(), log_density, -jnp.inf)
