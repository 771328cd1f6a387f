from typing import NamedTuple

import jax.numpy as jnp


class Grid(NamedTuple):
    nx: int
    dx: float
    nt: int
    dt: float

    @property
    def x(self):
        return jnp.linspace(0.0, (self.nx - 1) * self.dx, self.nx)


def make_grid(length=1.0, nx=101, duration=1.0, dt=0.005):
    return Grid(nx=nx, dx=length / (nx - 1), nt=int(round(duration / dt)), dt=dt)
