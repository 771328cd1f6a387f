import jax

from control.dynamics import double_integrator
from control.planner import plan_controls


class ShrinkingHorizonMPC:
    def __init__(self, dt, total_steps, effort_weight):
        self.dt = dt
        self.total_steps = total_steps
        self.effort_weight = effort_weight
        self._plan = jax.jit(plan_controls, static_argnames=("max_horizon",))
        self._advance = jax.jit(lambda state, controls: double_integrator(state, controls[0], dt))

    def run(self, state):
        for step in range(self.total_steps):
            controls = self._plan(state, self.dt, self.effort_weight, self.total_steps - step,
                                  max_horizon=self.total_steps)
            state = self._advance(state, controls)
        return state
