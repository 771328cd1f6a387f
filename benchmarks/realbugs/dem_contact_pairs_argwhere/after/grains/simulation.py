import jax

from grains.forces import total_force
from grains.integrators import VelocityVerlet


class Simulation:
    def __init__(self, system, integrator=VelocityVerlet, steps_per_frame=50):
        self.system = system
        self.integrator = integrator
        self.steps_per_frame = steps_per_frame
        self._frame = jax.jit(self.frame)

    def step(self, state, _):
        state = self.integrator.step_before_force(state, self.system)
        state = state._replace(force=total_force(state, self.system))
        return self.integrator.step_after_force(state, self.system), None

    def frame(self, state):
        state, _ = jax.lax.scan(self.step, state, None, length=self.steps_per_frame)
        return state

    def run(self, state, n_frames):
        state = state._replace(force=total_force(state, self.system))
        frames = [state]
        for _ in range(n_frames):
            state = self._frame(state)
            frames.append(state)
        return frames
