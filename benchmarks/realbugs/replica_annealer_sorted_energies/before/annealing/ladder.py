import jax.numpy as jnp


class TemperatureLadder:
    """Geometric ladder, coldest rung first."""

    def __init__(self, t_min, t_max, n_rungs):
        self.temperatures = t_min * (t_max / t_min) ** (jnp.arange(n_rungs) / (n_rungs - 1))

    @property
    def betas(self):
        return 1.0 / self.temperatures
