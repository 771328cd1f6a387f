import jax
import jax.numpy as jnp
from jax import lax

from swe.state import WaterColumn

GRAVITY = 9.81


class RusanovScheme:
    """1D shallow-water equations, Rusanov fluxes, reflective walls, time step from the CFL condition."""

    def __init__(self, dx, cfl=0.45):
        self.dx = dx
        self.cfl = cfl
        self.evolve = jax.jit(self._evolve, static_argnums=1)

    def wave_speeds(self, state):
        return jnp.abs(state.discharge / state.depth) + jnp.sqrt(GRAVITY * state.depth)

    def stable_dt(self, state):
        return self.cfl * jnp.min(self.dx / self.wave_speeds(state))

    def fluxes(self, depth, discharge):
        velocity = discharge / depth
        return discharge, discharge * velocity + 0.5 * GRAVITY * depth**2

    def step(self, state, _):
        dt = self.stable_dt(state)
        depth = jnp.concatenate([state.depth[:1], state.depth, state.depth[-1:]])
        discharge = jnp.concatenate([-state.discharge[:1], state.discharge, -state.discharge[-1:]])
        f_depth, f_discharge = self.fluxes(depth, discharge)
        speed = jnp.abs(discharge / depth) + jnp.sqrt(GRAVITY * depth)
        a = jnp.maximum(speed[1:], speed[:-1])

        def interface(u, f):
            return 0.5 * (f[1:] + f[:-1]) - 0.5 * a * (u[1:] - u[:-1])

        flux_depth, flux_discharge = interface(depth, f_depth), interface(discharge, f_discharge)
        new_depth = state.depth - dt / self.dx * (flux_depth[1:] - flux_depth[:-1])
        new_discharge = state.discharge - dt / self.dx * (flux_discharge[1:] - flux_discharge[:-1])
        return WaterColumn(new_depth, new_discharge, state.time + dt), jnp.sum(new_depth) * self.dx

    def _evolve(self, state, n_steps):
        return lax.scan(self.step, state, None, length=n_steps)
