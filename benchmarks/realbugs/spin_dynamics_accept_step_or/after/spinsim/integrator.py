from functools import partial

import jax
import jax.numpy as jnp

from spinsim.steps import adaptive_step


class Integrator:
    def __init__(self, rhs, t0, y0, dt=0.01, atol=1e-6, rtol=1e-6, dt_limits=(1e-5, 0.1)):
        self.t = jnp.asarray(t0)
        self.y = jnp.asarray(y0)
        self.dt = jnp.asarray(dt)
        self.atol = atol
        self.rtol = rtol
        self.dt_min, self.dt_max = dt_limits
        self._do_step = jax.jit(partial(adaptive_step, rhs))

    def step(self):
        self.t, self.y, self.dt = self._do_step(self.t, self.y, self.dt, self.atol, self.rtol,
                                                self.dt_min, self.dt_max)

    def run_until(self, t_end):
        while float(self.t) < t_end:
            self.step()
        return self.y
