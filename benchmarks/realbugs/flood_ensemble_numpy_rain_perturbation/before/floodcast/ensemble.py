import jax
import jax.numpy as jnp

from .hydrology import route


class FloodEnsemble:
    """Ensemble discharge forecast: perturbed rainfall and perturbed initial storage per member."""

    def __init__(self, error_model, storage_guess=60.0, storage_spread=10.0):
        self.error_model = error_model
        self.storage_guess = storage_guess
        self.storage_spread = storage_spread
        self.forecast = jax.jit(jax.vmap(self._member, in_axes=(0, None)))

    def _member(self, key, precip):
        storage = self.storage_guess + self.storage_spread * jax.random.normal(key)
        rain = self.error_model.perturb(precip)
        return rain, route(rain, storage)

    def exceedance(self, keys, precip, threshold):
        _, discharge = self.forecast(keys, precip)
        return jnp.mean(jnp.max(discharge, axis=1) > threshold)
