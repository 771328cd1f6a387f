from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class StringMesh:
    length: float = 1.0
    n_cells: int = 100
    courant: float = 0.9

    @property
    def dx(self):
        return self.length / self.n_cells

    def dt(self, max_speed):
        return self.courant * self.dx / max_speed

    def points(self):
        return jnp.linspace(0.0, self.length, self.n_cells + 1)
