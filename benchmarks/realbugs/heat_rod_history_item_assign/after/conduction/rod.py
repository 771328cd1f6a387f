from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class Rod:
    length: float
    num_nodes: int
    diffusivity: float

    @property
    def dx(self):
        return self.length / (self.num_nodes - 1)

    def initial_temperature(self):
        x = jnp.linspace(0.0, self.length, self.num_nodes)
        return jnp.sin(jnp.pi * x / self.length)
