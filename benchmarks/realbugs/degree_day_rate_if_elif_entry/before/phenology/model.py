import jax
import jax.numpy as jnp

from cropcurve.response import development_rate


class FloweringModel:
    """Flowering when accumulated thermal time since sowing reaches the cultivar's requirement."""

    def __init__(self, t_base=8.0, t_upper=30.0, requirement=900.0):
        self.t_base = t_base
        self.t_upper = t_upper
        self.requirement = requirement
        self.flowering_day = jax.jit(self._flowering_day)

    def _flowering_day(self, daily_mean_temperature):
        rates = jax.vmap(development_rate, in_axes=(0, None, None))(daily_mean_temperature, self.t_base, self.t_upper)
        thermal_time = jnp.cumsum(rates)
        return jnp.argmax(thermal_time >= self.requirement)
