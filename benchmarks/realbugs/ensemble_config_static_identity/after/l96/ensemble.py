import jax.numpy as jnp

from l96.config import IntegratorConfig
from l96.integrate import forecast


class EnsembleForecast:
    """Runs each perturbed member of an ensemble forward over the same lead time."""

    def __init__(self, forcing, dt, num_steps):
        self.forcing = forcing
        self.config = IntegratorConfig(dt, num_steps)

    def run(self, members):
        forecasts = []
        for member in members:
            forecasts.append(forecast(member, self.forcing, config=self.config))
        return jnp.stack(forecasts)
