from typing import NamedTuple

import jax
import jax.numpy as jnp

from patterns.stencil import laplacian


class Parameters(NamedTuple):
    feed: float = 0.037
    kill: float = 0.06
    diffusion_u: float = 0.16
    diffusion_v: float = 0.08


class GrayScott:
    """Explicit Euler integration of the Gray-Scott reaction-diffusion system."""

    def __init__(self, params, dt=1.0):
        self.params = params
        self.dt = dt
        self.advance = jax.jit(self._advance, static_argnums=1)

    def tendency(self, u, v):
        p = self.params
        reaction = u * v * v
        du = p.diffusion_u * laplacian(u) - reaction + p.feed * (1.0 - u)
        dv = p.diffusion_v * laplacian(v) + reaction - (p.feed + p.kill) * v
        return du, dv

    def _advance(self, state, n_steps):
        def body(_, state):
            u, v = state
            du, dv = self.tendency(u, v)
            return u + self.dt * du, v + self.dt * dv

        return jax.lax.fori_loop(0, n_steps, body, state)

    @staticmethod
    def seeded(size=64):
        u = jnp.ones((size, size))
        v = jnp.zeros((size, size))
        centre = slice(size // 2 - 4, size // 2 + 4)
        return u.at[centre, centre].set(0.5), v.at[centre, centre].set(0.25)
