import jax
import jax.numpy as jnp

from tidekit.detrend import remove_trend
from tidekit.harmonics import constituent_amplitudes

# M2, S2, K1, O1 in radians per hour
CONSTITUENTS = {"M2": 0.5059, "S2": 0.5236, "K1": 0.2625, "O1": 0.2434}


class TideStation:
    """Harmonic analysis of one gauge's hourly record."""

    def __init__(self, name):
        self.name = name
        self.frequencies = jnp.array(list(CONSTITUENTS.values()))
        self.analyse = jax.jit(self._analyse)

    def _analyse(self, hours, levels):
        residual = remove_trend(hours, levels)
        return dict(zip(CONSTITUENTS, constituent_amplitudes(hours, residual, self.frequencies)))
