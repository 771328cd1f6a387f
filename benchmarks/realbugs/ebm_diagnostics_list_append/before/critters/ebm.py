import jax
import jax.numpy as jnp

from critters.radiation import ice_albedo, outgoing_longwave

SECONDS_PER_YEAR = 3.15576e7


class EBM0D:
    """Zero-dimensional energy balance model, C dT/dt = (1 - albedo) S0 / 4 - OLR, stepped by forward Euler.

    The albedo and the OLR of every step are accumulated as diagnostics."""

    def __init__(self, heat_capacity=4.0, S0=1365.0, dt=0.05):
        self.heat_capacity = heat_capacity  # W yr m^-2 K^-1
        self.S0 = S0
        self.dt = dt  # years
        self.diagnostics = {"albedo": [], "OLR": []}
        self._integrate = jax.jit(self.integrate, static_argnums=1)

    def tendency(self, temperature):
        albedo = ice_albedo(temperature)
        olr = outgoing_longwave(temperature)
        self.diagnostics["albedo"].append(albedo)  # expect: JXL202
        self.diagnostics["OLR"].append(olr)  # expect: JXL202
        return ((1.0 - albedo) * self.S0 / 4.0 - olr) / self.heat_capacity

    def step(self, temperature, _):
        temperature = temperature + self.dt * self.tendency(temperature)
        return temperature, temperature

    def integrate(self, temperature0, n_steps):
        return jax.lax.scan(self.step, temperature0, None, length=n_steps)[1]

    def run(self, temperature0, years):
        return self._integrate(jnp.asarray(temperature0), int(round(years / self.dt)))
