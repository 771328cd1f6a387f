from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class EntryConfig:
    duration_s: float = 8.0
    dt_s: float = 0.005
    entry_height_m: float = 110e3
    entry_angle_deg: float = 45.0

    @property
    def n_steps(self):
        return int(jnp.ceil(self.duration_s / self.dt_s))  # expect: JXL104
