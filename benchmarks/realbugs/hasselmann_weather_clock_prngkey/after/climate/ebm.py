import jax
from jax import lax

from climate.noise import weather_noise

SECONDS_PER_DAY = 86400.0


class StochasticEBM:
    """Hasselmann model: mixed-layer temperature anomaly driven by forcing and daily weather noise."""

    def __init__(self, heat_capacity=4.0e8, feedback=1.2, noise_amplitude=15.0):
        self.heat_capacity = heat_capacity
        self.feedback = feedback
        self.noise_amplitude = noise_amplitude
        self.run_year = jax.jit(self._run_year)

    def _run_year(self, anomaly, forcing, key):
        noise = weather_noise(key, (365,), self.noise_amplitude)

        def day(temperature, flux):
            tendency = (forcing + flux - self.feedback * temperature) / self.heat_capacity
            temperature = temperature + SECONDS_PER_DAY * tendency
            return temperature, temperature

        return lax.scan(day, anomaly, noise)
