"""Column physics: vertical diffusion towards a relaxation profile."""

import dataclasses

import jax.numpy as jnp


@dataclasses.dataclass
class Physics:
    trvdi: float = 1.0
    relaxation: float = 0.1

    def tendency(self, temperature):
        mixing = jnp.diff(temperature, n=2, prepend=temperature[:1], append=temperature[-1:])
        return self.trvdi * mixing - self.relaxation * (temperature - 250.0)
