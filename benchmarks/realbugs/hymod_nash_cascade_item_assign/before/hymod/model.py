import jax
import jax.numpy as jnp

from .stores import route_cascade, soil_moisture_accounting


class Hymod:
    """The HYMOD conceptual rainfall-runoff model: a soil store, quick-flow tanks in series and one slow tank."""

    def __init__(self, num_quick_tanks=3):
        self.num_quick_tanks = num_quick_tanks
        self.simulate = jax.jit(self._simulate)

    def initial_state(self):
        return (jnp.float32(0.0), jnp.zeros(self.num_quick_tanks), jnp.zeros(1))

    def _day(self, params, state, forcing):
        storage, quick, slow = state
        precip, pet = forcing
        storage, excess, et = soil_moisture_accounting(storage, precip, pet, params)
        quick, quick_flow = route_cascade(quick, params.alpha * excess, params.kq)
        slow, slow_flow = route_cascade(slow, (1.0 - params.alpha) * excess, params.ks)
        return (storage, quick, slow), (quick_flow + slow_flow, et)

    def _simulate(self, params, precip, pet):
        final, (discharge, et) = jax.lax.scan(
            lambda state, forcing: self._day(params, state, forcing), self.initial_state(), (precip, pet))
        return discharge, et, final
