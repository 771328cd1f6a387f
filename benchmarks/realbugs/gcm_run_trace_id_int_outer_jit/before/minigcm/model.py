"""The model: physics bound at trace time, a jitted time loop, and a record of which trace produced a run."""

import itertools
import warnings

import jax
import jax.numpy as jnp

_trace_ids = itertools.count()


class Model:
    def __init__(self, physics, dt=0.1):
        self.physics = physics
        self.dt = dt
        self._last_trace_id = None
        self._run_from_state = jax.jit(self._integrate, static_argnums=1)

    def _integrate(self, temperature, steps):
        trace_id = next(_trace_ids)

        def step(t, _):
            return t + self.dt * self.physics.tendency(t), None

        final, _ = jax.lax.scan(step, temperature, None, length=steps)
        return final, jnp.asarray(trace_id)

    def run(self, temperature, steps=8):
        final, trace_id = self._run_from_state(temperature, steps)
        trace_id = int(trace_id)  # expect: JXL104
        if self._last_trace_id is not None and trace_id != self._last_trace_id:
            warnings.warn("physics were retraced; parameters edited in place may not be seen")
        self._last_trace_id = trace_id
        return final
