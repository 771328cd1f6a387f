from typing import NamedTuple

import jax.numpy as jnp

from .dynamics import acceleration


class StepData(NamedTuple):
    q: jnp.ndarray
    dq: jnp.ndarray
    t: jnp.ndarray


class Simulator:
    def __init__(self, q0, step_size=0.01, steps_per_run=10):
        self.step_size = step_size
        self.steps_per_run = steps_per_run
        self.data = StepData(jnp.asarray(q0), jnp.zeros_like(q0), jnp.array(0.0))

    def step(self, data):
        """Advance the given state by steps_per_run semi-implicit Euler steps and return the new state."""
        q, dq, t = data
        for _ in range(self.steps_per_run):
            dq = dq + self.step_size * acceleration(q)
            q = q + self.step_size * dq
            t = t + self.step_size
        return StepData(q, dq, t)
