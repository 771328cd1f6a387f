import jax
import jax.numpy as jnp

from minispice.solver import nr_solve


class TransientEngine:
    """Backward-Euler transient analysis of a one-node circuit: source -> R -> node -> (diodes || C) -> ground."""

    def __init__(self, source, series, shunts, capacitance, dt):
        self.source = source
        self.series = series
        self.capacitance = capacitance
        self.dt = dt
        # Batched device evaluators are built once; they are traced inside the jitted step.
        self.shunts = [(jax.vmap(model.current), count) for model, count in shunts]
        self.step = jax.jit(self._step)

    def _device_currents(self, v_node, t):
        currents = []
        for batched, count in self.shunts:
            currents.append(jnp.sum(batched(jnp.full(count, v_node[0]))))
        through_series = self.series.current(self.source(t) - v_node[0])
        return through_series - sum(currents)

    def _step(self, v_prev, t):
        def residual(v):
            charge_flow = self.capacitance * (v[0] - v_prev[0]) / self.dt
            return jnp.array([charge_flow - self._device_currents(v, t)])

        return nr_solve(residual, v_prev, 1e-9)

    def run(self, v0, n_steps):
        v = v0
        trace = []
        for k in range(n_steps):
            v = self.step(v, (k + 1) * self.dt)
            trace.append(float(v[0]))
        return trace
