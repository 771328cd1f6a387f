from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class DiodeModel:
    saturation_current: float
    thermal_voltage: float

    def current(self, v_branch):
        return self.saturation_current * jnp.expm1(v_branch / self.thermal_voltage)


@dataclass(frozen=True)
class ResistorModel:
    resistance: float

    def current(self, v_branch):
        return v_branch / self.resistance
