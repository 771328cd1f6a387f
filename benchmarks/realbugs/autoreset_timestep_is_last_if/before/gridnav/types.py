from typing import Any, NamedTuple

import jax.numpy as jnp


class StepType:
    TRANSITION = 0
    TRUNCATION = 1
    TERMINATION = 2


class Timestep(NamedTuple):
    t: Any
    position: Any
    observation: Any
    reward: Any
    step_type: Any

    def is_last(self):
        return self.step_type != StepType.TRANSITION

    def is_termination(self):
        return self.step_type == StepType.TERMINATION


def first_timestep(position, observation):
    return Timestep(jnp.asarray(0), position, observation, jnp.asarray(0.0), jnp.asarray(StepType.TRANSITION))
